import type { Order } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /orders/:key (an admin may open any order). */
export async function getOrder(key: string, signal?: AbortSignal): Promise<Order> {
  const response = await apiClient.get<Order>(`/orders/${encodeURIComponent(key)}`, { signal });
  return response.data;
}
