import { apiCall } from '@tyre/web-kit';
import { saveFile } from '../../../lib/save-file';

/** GET /dealers/export with the admin's token, saved as `dealers-<date>.csv` (the import's columns). */
export async function downloadDealersCsv(): Promise<void> {
  const response = await apiCall('GET /dealers/export', { responseType: 'arraybuffer' });
  saveFile(response, `dealers-${new Date().toISOString().slice(0, 10)}.csv`);
}
