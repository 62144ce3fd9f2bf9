import type { RefundAnswer, RefundBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * POST /payments/refunds with the dialog's `Idempotency-Key`: sending the same refund again (a
 * retry, a double click) answers the refund already made instead of making a second one.
 */
export async function refundOrder(body: RefundBody, idempotencyKey: string): Promise<RefundAnswer> {
  return apiData('POST /payments/refunds', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
