import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import type { BackupService } from './backup.service';

/**
 * The running API's local door for `pnpm backup`: a Unix socket in the data folder, which only
 * the folder's owner can reach (the folder is 0700, the socket 0600). `GET /backup` on it answers
 * the archive, taken as the dashboard's download is, while the API goes on taking orders.
 */
export const CONTROL_SOCKET = 'control.sock';

/** A Unix socket's path has room for about 100 bytes. */
const MAX_SOCKET_PATH = 100;

export const controlSocketPath = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET);

/** Opens the socket (a stale one left by a process that died is replaced); answers how to close it. */
export async function openControlSocket(
  dataDir: string,
  backups: BackupService,
  logger: Logger,
): Promise<() => Promise<void>> {
  const file = controlSocketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    logger.warn(
      { file },
      'the data folder path is too long for the control socket: pnpm backup cannot reach this API',
    );
    return async () => undefined;
  }
  // this process holds the data folder's lock: a socket already there is a dead process's
  fs.rmSync(file, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    backups.snapshot().then(
      (snapshot) => {
        res.writeHead(200, { 'Content-Type': 'application/gzip' });
        backups
          .send(snapshot, res)
          .catch((err: unknown) => logger.error({ err }, 'a backup for pnpm backup failed'));
      },
      (err: Error) => res.writeHead(503, { 'Content-Type': 'text/plain' }).end(`${err.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }).finally(() => fs.rmSync(file, { force: true }));
}
