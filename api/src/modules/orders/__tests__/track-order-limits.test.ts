import type { Order } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_REFERENCE_RULE, TRACK_SHOP_RULE } from '../order-tracking';
import { codOrder, openShop, placeOrder, send, type Shop } from './order-helpers';

/**
 * POST /orders/track beyond the per-address limit: references are sequential, so wrong asks are
 * also counted per reference and for the whole shop, in the store, whatever address they come
 * from (every ask here comes from a new address). An ask that finds its order is given back.
 */
describe('tracking limits per reference and for the whole shop', { timeout: 60_000 }, () => {
  let shop: Shop;
  const orders: Order[] = [];
  beforeAll(async () => {
    shop = await openShop();
    const productId = (
      await shop.fx.product(shop.category, shop.size, {
        title: 'Street Grip 90/90-17',
        regularPrice: '2500',
        discountPrice: '0',
        stock: '100',
        shippingInsideDhaka: '80',
        shippingOutsideDhaka: '150',
        status: 'active',
      })
    )._id;
    for (const mobileNumber of ['01812000001', '01812000002', '01812000003', '01812000004']) {
      const placed = await placeOrder(
        shop.api,
        codOrder([{ product: productId, quantity: 1 }], { mobileNumber }),
      );
      expect(placed.status).toBe(201);
      orders.push(placed.body);
    }
  });
  afterAll(() => shop.stop());

  const track = (reference: string, mobileNumber: string) =>
    send(shop.api, 'POST', '/orders/track', { body: { reference, mobileNumber } });
  const right = (order: Order) => track(order.reference, order.customer.mobileNumber);
  /** A wrong number for this reference (never the order's own). */
  let guesses = 0;
  const wrong = (reference: string) => track(reference, `0171${String(++guesses).padStart(7, '0')}`);

  it('when the customer tracks their own order again and again (from new addresses), then every ask answers: right asks are not counted', async () => {
    for (let i = 0; i < TRACK_REFERENCE_RULE.limit + 3; i++)
      expect((await right(orders[0]!)).status).toBe(200);
  });

  it(`when ${TRACK_REFERENCE_RULE.limit} wrong numbers were tried for one reference from as many addresses, then that reference answers 429 with its own message code — even to the right number — and other references still answer`, async () => {
    const target = orders[1]!;
    for (let i = 0; i < TRACK_REFERENCE_RULE.limit; i++)
      expect((await wrong(target.reference)).status).toBe(404);

    // refused before any lookup: the right pair too
    const refused = await right(target);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'too_many_requests',
      messageCode: 'limit.trackReference',
      messageParams: { minutes: expect.stringMatching(/^\d+$/) },
    });
    expect(refused.body.message).toMatch(
      /^Too many tries for this order reference\. Please try again in \d+ minutes$/,
    );
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(TRACK_REFERENCE_RULE.windowSeconds);
    // another order still answers
    expect((await right(orders[2]!)).status).toBe(200);
  });

  it('when many wrong asks for one reference (one no order has: the limit does not tell which exist) arrive together, then exactly the limit is looked up', async () => {
    const reference = 'TB-990077';
    const extra = 5;
    const all = await Promise.all(
      Array.from({ length: TRACK_REFERENCE_RULE.limit + extra }, () => wrong(reference)),
    );
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(TRACK_REFERENCE_RULE.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
  });

  it(`when ${TRACK_SHOP_RULE.limit} wrong asks in all reached the shop (many references, many addresses), then every reference answers 429 with the shop's own message, the right ones too`, async () => {
    // the wrong asks of the tests above count too: fill what is left of the shop's window
    let refusedAt = -1;
    for (let i = 0; i < TRACK_SHOP_RULE.limit; i++) {
      const res = await wrong(`TB-${String(500_000 + i)}`);
      if (res.status === 429) {
        refusedAt = i;
        break;
      }
      expect(res.status).toBe(404);
    }
    expect(refusedAt).toBeGreaterThan(0);
    // the two tests above had the limit's worth of wrong asks each looked up (the refused ones
    // were refused per reference and did not count for the shop)
    const earlierWrong = TRACK_REFERENCE_RULE.limit + TRACK_REFERENCE_RULE.limit;
    expect(refusedAt).toBe(TRACK_SHOP_RULE.limit - earlierWrong);

    const refused = await right(orders[3]!);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests', messageCode: 'limit.trackShop' });
    expect(refused.body.message).toMatch(
      /^Order tracking is busy right now\. Please try again in \d+ minutes$/,
    );
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(TRACK_SHOP_RULE.windowSeconds);
  });
});
