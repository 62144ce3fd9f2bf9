import type { BkashCheckout } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** POST /payments/bkash — a bKash payment of the order (again, after a failure): where to send the customer. */
export async function startBkashPayment(key: string): Promise<BkashCheckout> {
  return apiData('POST /payments/bkash', { body: { key } });
}
