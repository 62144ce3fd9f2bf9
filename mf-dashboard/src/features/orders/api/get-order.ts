import type { Order } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /orders/:key (an admin may open any order). */
export async function getOrder(key: string, signal?: AbortSignal): Promise<Order> {
  return apiData('GET /orders/:key', { params: { key }, signal });
}
