import type { AppContext } from '../../context';
import type { BackupSource } from '../../lib/backup/write-backup';
import { DiskFileStore } from '../../lib/files/disk-file-store';
import { NedbStore } from '../../lib/store/nedb-store';

/** The embedded store and its files, or undefined on MongoDB (backed up with mongodump). */
export function backupSource(ctx: Pick<AppContext, 'store' | 'files'>): BackupSource | undefined {
  const { store } = ctx;
  const files = ctx.files.store;
  return store instanceof NedbStore && files instanceof DiskFileStore ? { store, files } : undefined;
}
