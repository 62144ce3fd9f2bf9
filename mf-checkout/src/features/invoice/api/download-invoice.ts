import { apiData } from '@tyre/web-kit';

/** GET /orders/:key/invoice.pdf — the invoice as a PDF file (through the client: it carries the session). */
export async function downloadInvoice(key: string): Promise<Blob> {
  const pdf = await apiData('GET /orders/:key/invoice.pdf', { params: { key }, responseType: 'arraybuffer' });
  return new Blob([pdf], { type: 'application/pdf' });
}
