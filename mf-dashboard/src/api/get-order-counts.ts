import type { OrderCounts } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /orders/counts (admin): orders per status and in all. */
export async function getOrderCounts(signal?: AbortSignal): Promise<OrderCounts> {
  return apiData('GET /orders/counts', { signal });
}
