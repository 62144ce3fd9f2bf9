import type { SslcommerzCheckout } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** POST /payments/sslcommerz — an SSLCommerz session for the order (again, after a failure): where to send the customer. */
export async function startSslcommerzPayment(key: string): Promise<SslcommerzCheckout> {
  return apiData('POST /payments/sslcommerz', { body: { key } });
}
