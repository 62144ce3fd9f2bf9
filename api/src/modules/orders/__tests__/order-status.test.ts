import { ORDER_STATUSES, ORDER_TRANSITIONS, type Order, type OrderStatus } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bkashOrder, codOrder, openShop, placeOrder, product, stockOf, type Shop } from './order-helpers';

/** The shortest admin path from the first status of a COD or bKash order to `target`. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  // an order paid online (bKash configured): its moves are in payments/__tests__/bkash-checkout.test.ts
  awaiting_payment: [],
  payment_review: [],
  pending: [],
  processing: ['processing'],
  shipped: ['processing', 'shipped'],
  completed: ['processing', 'shipped', 'completed'],
  returned: ['processing', 'shipped', 'returned'],
  cancelled: ['cancelled'],
};

describe('order statuses', () => {
  let shop: Shop;
  let productId: string;
  beforeAll(async () => {
    shop = await openShop();
    productId = (await product(shop, { stock: 1000 }))._id;
  });
  afterAll(() => shop.stop());

  const move = (order: Order, status: string, token = shop.admin, note?: string) =>
    shop.api.call('PUT', `/orders/${order.key}`, { token, body: { status, note } });

  /** A new order brought to `status` through allowed moves. */
  async function orderAt(status: OrderStatus): Promise<Order> {
    const body =
      status === 'payment_review'
        ? bkashOrder([{ product: productId, quantity: 1 }])
        : codOrder([{ product: productId, quantity: 1 }]);
    let order = (await placeOrder(shop.api, body)).body as Order;
    for (const to of PATHS[status]) {
      const res = await move(order, to);
      expect(res.status).toBe(200);
      order = res.body.order;
    }
    expect(order.status).toBe(status);
    return order;
  }

  it('when a COD order is placed it is pending and a bKash order is in payment review', async () => {
    expect((await orderAt('pending')).status).toBe('pending');
    expect((await orderAt('payment_review')).status).toBe('payment_review');
  });

  for (const from of ORDER_STATUSES.filter((s) => s !== 'awaiting_payment')) {
    for (const to of ORDER_STATUSES) {
      const allowed = ORDER_TRANSITIONS[from].includes(to);
      it(`when an admin moves ${from} to ${to}, then ${allowed ? '200 and the move is kept in the history' : '409 and nothing changes'}`, async () => {
        const order = await orderAt(from);
        const res = await move(order, to, shop.admin, allowed ? 'checked by phone' : undefined);
        const after = (await shop.api.call('GET', `/orders/${order.key}`)).body as Order;
        if (allowed) {
          expect(res.status).toBe(200);
          expect(res.body.message).toContain(order.reference);
          expect(res.body.order.status).toBe(to);
          expect(after.status).toBe(to);
          expect(after.history.at(-1)).toEqual({
            from,
            to,
            by: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: expect.any(String) },
            at: expect.any(String),
            note: 'checked by phone',
          });
          expect(after.history).toHaveLength(order.history.length + 1);
        } else {
          expect(res.status).toBe(409);
          expect(res.body.code).toBe('conflict');
          expect(after).toEqual(order);
        }
      });
    }
  }

  it('when the table is read, then it is the one the issue gives', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      awaiting_payment: ['cancelled'],
      payment_review: ['pending', 'cancelled'],
      pending: ['processing', 'cancelled'],
      processing: ['shipped', 'cancelled'],
      shipped: ['completed', 'returned', 'cancelled'],
      completed: [],
      returned: [],
      cancelled: [],
    });
  });

  it('when an order is cancelled, then its stock comes back once, even when two admins cancel at once', async () => {
    const a = await product(shop, { stock: 10 });
    const b = await product(shop, { stock: 10 });
    const order = (
      await placeOrder(
        shop.api,
        codOrder([
          { product: a._id, quantity: 3 },
          { product: b._id, quantity: 2 },
        ]),
      )
    ).body as Order;
    await move(order, 'processing');
    expect(await stockOf(shop, a._id)).toBe(7);
    const results = await Promise.all([
      move(order, 'cancelled'),
      move(order, 'cancelled'),
      move(order, 'cancelled'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(shop, a._id)).toBe(10);
    expect(await stockOf(shop, b._id)).toBe(8 + 2);
  });

  it('when a bKash payment is rejected, then the order is cancelled and its stock comes back', async () => {
    const p = await product(shop, { stock: 4 });
    const order = (await placeOrder(shop.api, bkashOrder([{ product: p._id, quantity: 4 }]))).body as Order;
    expect(await stockOf(shop, p._id)).toBe(0);
    const res = await move(order, 'cancelled', shop.admin, 'TrxID not on the statement');
    expect(res.status).toBe(200);
    expect(await stockOf(shop, p._id)).toBe(4);
  });

  it('when a visitor or a customer tries to move an order, then 401 and 403; a bad status or note is 400', async () => {
    const order = await orderAt('pending');
    expect(
      (await shop.api.call('PUT', `/orders/${order.key}`, { body: { status: 'processing' } })).status,
    ).toBe(401);
    expect((await move(order, 'processing', shop.customer.token)).status).toBe(403);
    const bad = await move(order, 'lost');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.status).toMatch(/must be one of/);
    const long = await move(order, 'processing', shop.admin, 'x'.repeat(501));
    expect(long.body.fields).toEqual({ note: 'must be 500 characters or fewer' });
    expect((await shop.api.call('GET', `/orders/${order.key}`)).body.status).toBe('pending');
    expect(
      (
        await shop.api.call('PUT', '/orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
          token: shop.admin,
          body: { status: 'processing' },
        })
      ).status,
    ).toBe(404);
  });
});
