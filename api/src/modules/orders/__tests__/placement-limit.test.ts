import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLACEMENT_LIMITS } from '../placement-limit';
import { codOrder, openShop, placeOrder, product, stockOf, type Shop } from './order-helpers';

describe('placement limits', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.stop());

  const { perAddress, perMobile } = DEFAULT_PLACEMENT_LIMITS;

  it('when one address sends more orders at once than its limit, then exactly the limit gets through and the rest get 429 with Retry-After, before any stock is taken', async () => {
    const p = await product(shop, { stock: 1000 });
    const extra = 10;
    const results = await Promise.all(
      Array.from({ length: perAddress.max + extra }, () =>
        placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]), { from: '127.0.0.5' }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(perAddress.max);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(extra);
    for (const r of refused) {
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(perAddress.windowSeconds);
      expect(r.body.code).toBe('too_many_requests');
    }
    expect(await stockOf(shop, p._id)).toBe(1000 - perAddress.max);
    // other addresses are not affected
    const other = await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]), {
      from: '127.0.0.6',
    });
    expect(other.status).toBe(201);
  });

  it('when one mobile number orders from several addresses, then the number limit applies', async () => {
    const p = await product(shop, { stock: 100 });
    const body = codOrder([{ product: p._id, quantity: 1 }]);
    for (let i = 0; i < perMobile.max; i++) {
      expect((await placeOrder(shop.api, body, { from: `127.0.2.${i + 1}` })).status).toBe(201);
    }
    const refused = await placeOrder(shop.api, body, { from: '127.0.2.200' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(perMobile.windowSeconds);
    expect(refused.body.message).toMatch(/mobile number/);
    expect(await stockOf(shop, p._id)).toBe(100 - perMobile.max);
  });

  it('when an address has used its limit, then a replay of its earlier order (same Idempotency-Key) still answers that order', async () => {
    const p = await product(shop, { stock: 100 });
    const from = '127.0.3.1';
    const first = codOrder([{ product: p._id, quantity: 1 }]);
    const placed = await placeOrder(shop.api, first, { from, key: 'limit-replay-key-1' });
    expect(placed.status).toBe(201);
    await Promise.all(
      Array.from({ length: perAddress.max }, () =>
        placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]), { from }),
      ),
    );
    expect((await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]), { from })).status).toBe(
      429,
    );
    const replay = await placeOrder(shop.api, first, { from, key: 'limit-replay-key-1' });
    expect(replay.status).toBe(201);
    expect(replay.body._id).toBe(placed.body._id);
  });
});
