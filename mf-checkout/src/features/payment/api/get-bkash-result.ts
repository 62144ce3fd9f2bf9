import type { BkashCallbackQuery, PaymentResult } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /payments/bkash/callback — what became of a bKash payment the customer comes back from. */
export async function getBkashResult(
  query: BkashCallbackQuery,
  signal?: AbortSignal,
): Promise<PaymentResult> {
  return apiData('GET /payments/bkash/callback', { query, signal });
}
