import { operationsRoutes } from '@tyre/contracts/routes';
import { backupFileName } from '../../lib/backup/manifest';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import type { BackupService } from './backup.service';
import { openControlSocket } from './control-socket';

/**
 * Backups: the admin's download, the scheduled backups (BACKUP_DIR) and the
 * control socket `pnpm backup` reaches a running API through (embedded store only).
 */
export function backupsModule(ctx: AppContext, backups: BackupService): ApiModule {
  let closeSocket: (() => Promise<void>) | undefined;
  let opening: Promise<void> | undefined;
  return {
    name: 'backups',
    ...mountRoutes(ctx.guards, operationsRoutes, {
      'GET /backup': async (_input, _req, res) => {
        const snapshot = await backups.snapshot();
        res.setHeader('Content-Type', 'application/gzip');
        res.setHeader('Content-Disposition', `attachment; filename="${backupFileName(snapshot.takenAt)}"`);
        res.setHeader('Cache-Control', 'private, no-store');
        // a failure half-way destroys the answer: the download is then incomplete, never taken for whole
        await backups
          .send(snapshot, res)
          .catch((err: unknown) => ctx.logger.error({ err }, 'a backup download failed'));
        return undefined;
      },
    }),
    background: {
      start: () => {
        backups.start();
        if (ctx.store.kind === 'embedded')
          opening = openControlSocket(ctx.config.dataDir, backups, ctx.logger).then(
            (close) => {
              closeSocket = close;
            },
            (err: unknown) => ctx.logger.error({ err }, 'the control socket could not be opened'),
          );
      },
      stop: async () => {
        await opening;
        await closeSocket?.();
        await backups.stop();
      },
    },
  };
}
