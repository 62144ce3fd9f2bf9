import type { PaymentResult, SslcommerzResultQuery } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /payments/sslcommerz/result — what became of an SSLCommerz payment the customer comes back from. */
export async function getSslcommerzResult(
  query: SslcommerzResultQuery,
  signal?: AbortSignal,
): Promise<PaymentResult> {
  return apiData('GET /payments/sslcommerz/result', { query, signal });
}
