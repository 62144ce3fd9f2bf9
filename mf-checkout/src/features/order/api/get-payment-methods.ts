import type { PaymentMethods } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /payments/methods — the payment types the shop offers (bKash online only when configured). */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethods> {
  return apiData('GET /payments/methods', { signal });
}
