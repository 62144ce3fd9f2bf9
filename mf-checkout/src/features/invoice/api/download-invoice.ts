import { apiClient } from '@tyre/web-kit';

/** GET /orders/:key/invoice.pdf — the invoice as a PDF file (through the client: it carries the session). */
export async function downloadInvoice(key: string): Promise<Blob> {
  const response = await apiClient.get<ArrayBuffer>(`/orders/${encodeURIComponent(key)}/invoice.pdf`, {
    responseType: 'arraybuffer',
  });
  return new Blob([response.data], { type: 'application/pdf' });
}
