import fs from 'node:fs';
import path from 'node:path';
import {
  contentTypeOf,
  FILE_NAME,
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
  type FileStore,
  type ListedFile,
  type StoredFileInfo,
  type Visibility,
} from './file-store';

export const VISIBILITIES = ['public', 'private'] as const;

/** A stored file on disk: its folder, name, path and size. */
export interface DiskFile {
  visibility: Visibility;
  name: string;
  path: string;
  size: number;
}

/** Files under `<dataDir>/files/{public,private}/<name>`, readable by the server's user only. */
export class DiskFileStore implements FileStore {
  /** Removals asked for while a backup reads the files: done when it has (see holdRemovals). */
  private held: { holds: number; names: Set<string> } = { holds: 0, names: new Set() };

  constructor(private readonly root: string) {
    for (const dir of [root, ...VISIBILITIES.map((v) => path.join(root, v))]) {
      fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      // folders made by earlier versions (0755) are narrowed too
      fs.chmodSync(dir, PRIVATE_DIR_MODE);
    }
  }

  private pathOf(name: string, visibility: Visibility): string {
    if (!FILE_NAME.test(name)) throw new Error(`Refusing file name ${name}`);
    return path.join(this.root, visibility, name);
  }

  async put(name: string, data: Buffer, info: { visibility: Visibility }): Promise<void> {
    const target = this.pathOf(name, info.visibility);
    const temp = `${target}.part`;
    await fs.promises.writeFile(temp, data, { mode: PRIVATE_FILE_MODE });
    await fs.promises.rename(temp, target);
  }

  async open(name: string) {
    if (!FILE_NAME.test(name)) return null;
    for (const visibility of VISIBILITIES) {
      const file = this.pathOf(name, visibility);
      try {
        const stat = await fs.promises.stat(file);
        const info: StoredFileInfo = { name, contentType: contentTypeOf(name), size: stat.size, visibility };
        return { info, stream: fs.createReadStream(file) };
      } catch {
        // try the other folder
      }
    }
    return null;
  }

  async remove(name: string): Promise<void> {
    if (!FILE_NAME.test(name)) return;
    if (this.held.holds > 0) {
      this.held.names.add(name);
      return;
    }
    await Promise.all(
      VISIBILITIES.flatMap((v) => {
        const file = this.pathOf(name, v);
        return [fs.promises.rm(file, { force: true }), fs.promises.rm(`${file}.part`, { force: true })];
      }),
    );
  }

  /**
   * Keeps every file where it is until the returned function is called: removals asked for
   * meanwhile (a record deleted while a backup copies the files its snapshot names) happen then.
   */
  holdRemovals(): () => Promise<void> {
    this.held.holds += 1;
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      this.held.holds -= 1;
      if (this.held.holds > 0) return;
      const names = [...this.held.names];
      this.held.names.clear();
      for (const name of names) await this.remove(name);
    };
  }

  /** Every stored file (not the leftovers of interrupted writes), with its path and size. */
  async stored(): Promise<DiskFile[]> {
    const found: DiskFile[] = [];
    for (const visibility of VISIBILITIES) {
      const dir = path.join(this.root, visibility);
      for (const name of await fs.promises.readdir(dir)) {
        if (!FILE_NAME.test(name)) continue;
        const file = path.join(dir, name);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (stat?.isFile()) found.push({ visibility, name, path: file, size: stat.size });
      }
    }
    return found;
  }

  /** The size of the stored files, in bytes. */
  async sizeBytes(): Promise<number> {
    return (await this.stored()).reduce((sum, f) => sum + f.size, 0);
  }

  /** Stored files and leftovers of interrupted writes (`<name>.part`, listed under that name). */
  async list(): Promise<ListedFile[]> {
    const found: ListedFile[] = [];
    for (const visibility of VISIBILITIES) {
      const dir = path.join(this.root, visibility);
      for (const entry of await fs.promises.readdir(dir)) {
        const name = entry.endsWith('.part') ? entry.slice(0, -'.part'.length) : entry;
        if (!FILE_NAME.test(name)) continue;
        try {
          const stat = await fs.promises.stat(path.join(dir, entry));
          found.push({ name, modifiedAt: stat.mtime });
        } catch {
          // removed meanwhile
        }
      }
    }
    return found;
  }
}
