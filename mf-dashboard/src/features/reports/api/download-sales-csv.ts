import { apiCall } from '@tyre/web-kit';
import { saveFile } from '../../../lib/save-file';
import type { Range } from './get-reports';

/**
 * GET /reports/sales.csv with the admin's token (the client adds it), read as bytes and saved as a
 * file (`saveFile`): a plain link could not carry the token.
 */
export async function downloadSalesCsv(range: Range): Promise<void> {
  const response = await apiCall('GET /reports/sales.csv', { query: range, responseType: 'arraybuffer' });
  saveFile(response, `sales-${range.from}-to-${range.to}.csv`);
}
