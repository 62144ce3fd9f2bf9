import type { MyOrdersQueryInput, Order } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';

/** GET /orders?page=&size= — the logged-in customer's own orders, newest first, and their total. */
export async function getMyOrders(input: MyOrdersQueryInput, signal?: AbortSignal): Promise<Page<Order>> {
  return apiPage('GET /orders', { query: input, signal });
}
