import type { MyOrdersQueryInput, Order } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export interface OrderPage {
  orders: Order[];
  /** from X-Total-Count */
  total: number;
}

/** GET /orders?page=&size= — the logged-in customer's own orders, newest first, and their total. */
export async function getMyOrders(input: MyOrdersQueryInput, signal?: AbortSignal): Promise<OrderPage> {
  const response = await apiClient.get<Order[]>('/orders', { params: input, signal });
  return { orders: response.data, total: totalCount(response, response.data.length) };
}
