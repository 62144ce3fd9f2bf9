import { apiCall } from '@tyre/web-kit';
import { saveFile } from '../../../lib/save-file';

/** `tyre-backup-2025-01-31T10-20-30Z.tar.gz`: the name `pnpm backup` and the schedule give an archive. */
export const backupName = (at: Date) =>
  `tyre-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

/** GET /backup with the admin's token: the archive of the shop, saved as a file. */
export async function downloadBackup(): Promise<void> {
  const response = await apiCall('GET /backup', { responseType: 'arraybuffer' });
  saveFile(response, backupName(new Date()), 'application/gzip');
}
