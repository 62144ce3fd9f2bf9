import type { Order } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /orders/:key — one order by its unguessable key (anyone holding the key may read it). */
export async function getOrder(key: string, signal?: AbortSignal): Promise<Order> {
  return apiData('GET /orders/:key', { params: { key }, signal });
}
