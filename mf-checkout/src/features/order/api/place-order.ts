import type { Order, PlaceOrderBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * POST /orders with the attempt's `Idempotency-Key`: sending the same body with the same key again
 * (a retry, a double click) answers the order already placed instead of placing a second one.
 */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  return apiData('POST /orders', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
