import type { OrderCounts } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /orders/counts (admin): orders per status and in all. */
export async function getOrderCounts(signal?: AbortSignal): Promise<OrderCounts> {
  const response = await apiClient.get<OrderCounts>('/orders/counts', { signal });
  return response.data;
}
