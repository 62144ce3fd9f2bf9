import type { Order } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /orders/:key — one order by its unguessable key (anyone holding the key may read it). */
export async function getOrder(key: string, signal?: AbortSignal): Promise<Order> {
  return (await apiClient.get<Order>(`/orders/${encodeURIComponent(key)}`, { signal })).data;
}
