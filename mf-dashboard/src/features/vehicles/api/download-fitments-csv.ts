import { apiCall } from '@tyre/web-kit';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /vehicles/fitments/export with the admin's token (the client adds it), saved as
 * `fitments-<date>.csv`: the import's columns, so it can be edited and imported again.
 */
export async function downloadFitmentsCsv(): Promise<void> {
  const response = await apiCall('GET /vehicles/fitments/export', { responseType: 'arraybuffer' });
  saveFile(response, `fitments-${new Date().toISOString().slice(0, 10)}.csv`);
}
