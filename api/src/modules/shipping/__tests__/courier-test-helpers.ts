// What the couriers' API tests share: an order brought to processing, read, or moved by the
// admin; one booked with Pathao on its loopback server; an order's SMS of one event.
import type { Order, OutboxMessage } from '@tyre/contracts';
import { expect } from 'vitest';
import { startFakePathao, type FakePathao, type FakePathaoParcel } from '../../../test/pathao-server';
import { eventually, messagesOf } from '../../messages/__tests__/outbox-helpers';
import { codOrder, openShop, placeOrder, product, type Shop } from '../../orders/__tests__/order-helpers';

/** The order as the API keeps it now (by its key, as its customer opens it). */
export const readOrder = async (shop: Shop, order: Pick<Order, 'key'>): Promise<Order> =>
  (await shop.api.call('GET', `/orders/${order.key}`)).body as Order;

/** An admin's move (PUT /orders/:key), which must succeed. */
export async function moveOrder(shop: Shop, order: Order, body: Record<string, unknown>): Promise<Order> {
  const res = await shop.api.call('PUT', `/orders/${order.key}`, { token: shop.admin, body });
  expect(res.status).toBe(200);
  return res.body.order as Order;
}

/** A new Cash on Delivery order of `quantity` of the product, moved to processing by an admin. */
export async function processingOrder(
  shop: Shop,
  productId: string,
  customer: Record<string, string> = {},
  quantity = 1,
): Promise<Order> {
  const placed = await placeOrder(shop.api, codOrder([{ product: productId, quantity }], customer));
  expect(placed.status).toBe(201);
  return moveOrder(shop, placed.body as Order, { status: 'processing' });
}

/** Dhaka, Dhanmondi, no area: a destination the loopback Pathao takes. */
export const DHANMONDI = { city: 1, zone: 52, weight: 3 } as const;

/** Books an order with Pathao (Dhanmondi unless said); answers the shipped order and Pathao's parcel. */
export async function bookWithPathao(
  shop: Shop,
  pathao: FakePathao,
  order: Order,
  destination: Record<string, unknown> = DHANMONDI,
): Promise<{ order: Order; parcel: FakePathaoParcel }> {
  const res = await shop.api.call('POST', '/couriers/pathao/bookings', {
    token: shop.admin,
    body: { parcels: [{ order: order._id, ...destination }] },
  });
  expect(res.body.results[0].booked).toBe(true);
  const parcel = pathao.parcels.find((p) => p.merchant_order_id === order.reference)!;
  return { order: res.body.results[0].order as Order, parcel };
}

/** The order's messages once its SMS of `event` is in the outbox (written just after the move). */
export function messagesOnceSms(
  shop: Shop,
  productId: string,
  order: Pick<Order, 'key'>,
  event: OutboxMessage['event'],
): Promise<OutboxMessage[]> {
  return eventually(
    () => messagesOf({ ...shop, productId, stop: shop.stop }, order),
    (list) => list.some((m) => m.event === event && m.channel === 'sms'),
  );
}

/** A shop with Pathao on loopback (and `env`), a product of plenty of stock, and Pathao's webhook address. */
export interface PathaoShop {
  shop: Shop;
  pathao: FakePathao;
  productId: string;
  webhookUrl: string;
  stop(): Promise<void>;
}

export async function openPathaoShop(env: Record<string, string> = {}): Promise<PathaoShop> {
  const pathao = await startFakePathao();
  const shop = await openShop({ ...pathao.env, ...env });
  const productId = (await product(shop, { price: 4500, stock: 1000 }))._id;
  return {
    shop,
    pathao,
    productId,
    webhookUrl: `${shop.api.base}/couriers/pathao/webhook`,
    stop: async () => {
      await shop.stop();
      await pathao.stop();
    },
  };
}
