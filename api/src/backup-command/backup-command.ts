import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { backupFileName, type Manifest } from '../lib/backup/manifest';
import { BackupRefused, restoreArchive, verifyArchive } from '../lib/backup/read-backup';
import { writeBackup } from '../lib/backup/write-backup';
import { DiskFileStore } from '../lib/files/disk-file-store';
import { NedbStore } from '../lib/store/nedb-store';
import { controlSocketPath } from '../modules/backups/control-socket';

/** How the commands talk to the operator. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

export const USAGE = `Usage:
  pnpm backup [--out <folder or file.tar.gz>]
      writes one archive of the embedded store and its uploaded files, with a manifest
      (versions, documents per collection, sha256 of every entry), then reads it back to check it.
      Default folder: BACKUP_DIR, else ./backups. A running API keeps taking orders meanwhile.
  pnpm restore <archive>
      restores an archive into DATA_DIR, which must be empty (or not exist yet). The whole archive
      is checked before anything is written; a damaged, incomplete or foreign one is refused.

Both work on the store the API is configured with (DATA_DIR). On MongoDB use mongodump and
mongorestore instead (README, "Operating the shop").`;

const MONGODB_HELP = [
  'MONGODB_URI is set: the data lives in MongoDB, and the uploaded files in its GridFS bucket "files"',
  "(collections files.files and files.chunks). Back it up and restore it with MongoDB's own tools:",
  '  mongodump --uri "$MONGODB_URI" --gzip --archive=tyre-$(date +%F).archive',
  '  mongorestore --uri "$MONGODB_URI" --gzip --archive=tyre-YYYY-MM-DD.archive --drop',
  'See "Operating the shop" in the README.',
];

/** The configuration, when it is valid and names the embedded store (else says why: MongoDB has its own tools). */
function embeddedConfig(env: Record<string, string | undefined>, io: CommandIo): Config | undefined {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    io.err(e.message);
    return undefined;
  }
  if (!config.mongodbUri) return config;
  MONGODB_HELP.forEach((line) => io.err(line));
  return undefined;
}

const sizeText = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;

/** What an archive holds, in a few lines for the operator. */
export function describe(manifest: Manifest): string[] {
  const collections = Object.entries(manifest.collections).filter(([, c]) => c.documents > 0);
  const documents = collections.reduce((n, [, c]) => n + c.documents, 0);
  return [
    `  taken ${manifest.createdAt} by API ${manifest.appVersion} (store schema version ${manifest.schemaVersion})`,
    `  ${documents} documents: ${collections.map(([name, c]) => `${name} ${c.documents}`).join(', ') || 'none'}`,
    `  ${manifest.files.count} uploaded files (${sizeText(manifest.files.bytes)})`,
  ];
}

/** Asks the API that holds the data folder for the archive, over its control socket. */
function fromRunningApi(socketPath: string, part: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath, path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => reject(new Error(text.trim() || `the API answered ${res.statusCode}`)));
        return;
      }
      pipeline(res, fs.createWriteStream(part, { mode: 0o600 })).then(resolve, reject);
    });
    req.once('error', reject);
  });
}

/** Opens the data folder itself (no API runs on it) and writes the archive. */
async function fromDataFolder(dataDir: string, part: string): Promise<void> {
  const dbDir = path.join(dataDir, 'db');
  const names = fs.existsSync(dbDir) ? fs.readdirSync(dbDir).filter((f) => f.endsWith('.db')) : [];
  if (names.length === 0) throw new Error(`${dataDir} holds no store (no db/ folder with data files)`);
  const store = new NedbStore(dataDir);
  try {
    for (const name of names) store.collection(name.slice(0, -3));
    await writeBackup(
      { store, files: new DiskFileStore(path.join(dataDir, 'files')) },
      fs.createWriteStream(part, { mode: 0o600 }),
    );
  } finally {
    await store.close();
  }
}

/** `pnpm backup`: answers the exit code. */
export async function runBackupCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
): Promise<number> {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: false }));
  } catch {
    io.err(USAGE);
    return 2;
  }
  const config = embeddedConfig(env, io);
  if (!config) return 1;
  const target = path.resolve(out ?? config.backup?.dir ?? 'backups');
  const file = target.endsWith('.tar.gz') ? target : path.join(target, backupFileName(new Date()));
  const part = `${file}.part`;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const socket = controlSocketPath(config.dataDir);
  try {
    const viaApi = fs.existsSync(socket)
      ? await fromRunningApi(socket, part).then(
          () => true,
          (e: NodeJS.ErrnoException) => {
            // a socket left by an API that died: nobody answers it
            if (e.code === 'ECONNREFUSED' || e.code === 'ENOENT') return false;
            throw e;
          },
        )
      : false;
    if (viaApi) io.out(`Asked the API running on ${config.dataDir} (it kept taking orders meanwhile).`);
    else await fromDataFolder(config.dataDir, part);
    // read back before it is called a backup
    const manifest = await verifyArchive(part);
    fs.renameSync(part, file);
    io.out(`Backup written: ${file} (${sizeText(fs.statSync(file).size)}), checked entry by entry:`);
    describe(manifest).forEach((line) => io.out(line));
    io.out(`Restore it with: pnpm restore ${file}  (into an empty DATA_DIR)`);
    return 0;
  } catch (e) {
    fs.rmSync(part, { force: true });
    io.err(`No backup was written: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

/** `pnpm restore <archive>`: answers the exit code. */
export async function runRestoreCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
): Promise<number> {
  const [archive, ...rest] = args;
  if (!archive || rest.length || archive.startsWith('-')) {
    io.err(USAGE);
    return 2;
  }
  const config = embeddedConfig(env, io);
  if (!config) return 1;
  try {
    const manifest = await restoreArchive(path.resolve(archive), config.dataDir);
    io.out(`Restored ${archive} into ${config.dataDir}:`);
    describe(manifest).forEach((line) => io.out(line));
    io.out(
      'Start the API on it (same DATA_DIR). Everyone signs in again: the sign-in secret is not in backups.',
    );
    return 0;
  } catch (e) {
    if (!(e instanceof BackupRefused)) throw e;
    io.err(`Refused: ${e.message}. Nothing was changed.`);
    return 1;
  }
}
