import type { District } from '@tyre/contracts/constants';
import type { OrderItemInput, Quote } from '@tyre/contracts';
import { apiData, type CartItem } from '@tyre/web-kit';

/** The cart as the API takes it: product ids and quantities only (the server prices them). */
export const orderItemsOf = (items: readonly CartItem[]): OrderItemInput[] =>
  items.map((item) => ({ product: item._id, quantity: item.quantity }));

/** POST /orders/quote — the cart priced by the server for a district, unavailable lines flagged. */
export async function quoteOrder(
  items: readonly CartItem[],
  district: District,
  signal?: AbortSignal,
): Promise<Quote> {
  return apiData('POST /orders/quote', { body: { items: orderItemsOf(items), district }, signal });
}
