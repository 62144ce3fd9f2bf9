import { apiCall } from '@tyre/web-kit';
import { saveFile } from '../../../lib/save-file';
import type { Range } from './get-reports';

/** GET /reports/cod.csv with the admin's token, saved as a file (a plain link could not carry the token). */
export async function downloadCodCsv(range: Range): Promise<void> {
  const response = await apiCall('GET /reports/cod.csv', { query: range, responseType: 'arraybuffer' });
  saveFile(response, `cod-${range.from}-to-${range.to}.csv`);
}
