import { apiClient } from '@tyre/web-kit';
import type { Range } from './get-reports';

/**
 * GET /reports/sales.csv with the admin's token (the client adds it), as a blob, then saved
 * through a temporary link: a plain link could not carry the token.
 */
export async function downloadSalesCsv(range: Range): Promise<void> {
  const response = await apiClient.get<Blob>('/reports/sales.csv', { params: range, responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `sales-${range.from}-to-${range.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
