import type { AllOrdersQueryInput, Order } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export interface OrderPage {
  orders: Order[];
  total: number;
}

/** GET /orders/all (admin): filters, search and a page; the total comes in X-Total-Count. */
export async function getOrders(query: AllOrdersQueryInput, signal?: AbortSignal): Promise<OrderPage> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const response = await apiClient.get<Order[]>('/orders/all', { params, signal });
  return { orders: response.data, total: totalCount(response, response.data.length) };
}
