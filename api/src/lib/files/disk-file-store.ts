import fs from 'node:fs';
import path from 'node:path';
import { contentTypeOf, FILE_NAME, type FileStore, type StoredFileInfo, type Visibility } from './file-store';

/** Files under `<dataDir>/files/{public,private}/<name>`. */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {
    for (const v of ['public', 'private']) fs.mkdirSync(path.join(root, v), { recursive: true });
  }

  private pathOf(name: string, visibility: Visibility): string {
    if (!FILE_NAME.test(name)) throw new Error(`Refusing file name ${name}`);
    return path.join(this.root, visibility, name);
  }

  async put(name: string, data: Buffer, info: { visibility: Visibility }): Promise<void> {
    const target = this.pathOf(name, info.visibility);
    const temp = `${target}.part`;
    await fs.promises.writeFile(temp, data);
    await fs.promises.rename(temp, target);
  }

  async open(name: string) {
    if (!FILE_NAME.test(name)) return null;
    for (const visibility of ['public', 'private'] as const) {
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
    await Promise.all(
      (['public', 'private'] as const).map((v) => fs.promises.rm(this.pathOf(name, v), { force: true })),
    );
  }
}
