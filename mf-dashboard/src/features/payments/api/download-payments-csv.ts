import type { ExportPaymentsQuery } from '@tyre/contracts';
import { apiCall } from '@tyre/web-kit';
import { saveFile } from '../../../lib/save-file';
import { withoutBlanks } from '../../../lib/query';

/**
 * GET /payments/export.csv with the admin's token (the client adds it), read as bytes and saved as
 * a file (`saveFile`): a plain link could not carry the token.
 */
export async function downloadPaymentsCsv(query: ExportPaymentsQuery): Promise<void> {
  const response = await apiCall('GET /payments/export.csv', {
    query: withoutBlanks(query),
    responseType: 'arraybuffer',
  });
  saveFile(response, `payments-${query.from ?? 'all'}-to-${query.to ?? 'now'}.csv`);
}
