import { apiCall } from '@tyre/web-kit';
import type { Range } from './get-reports';

/**
 * GET /reports/sales.csv with the admin's token (the client adds it), read as bytes into a blob
 * of the answer's type, then saved through a temporary link: a plain link could not carry the token.
 */
export async function downloadSalesCsv(range: Range): Promise<void> {
  const response = await apiCall('GET /reports/sales.csv', { query: range, responseType: 'arraybuffer' });
  const csv = new Blob([response.data], { type: response.headers['content-type'] ?? 'text/csv' });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `sales-${range.from}-to-${range.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
