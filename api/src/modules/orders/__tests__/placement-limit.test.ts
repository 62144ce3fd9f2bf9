import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLACEMENT_LIMITS } from '../placement-limit';
import { startCatalogApi } from '../../../test/catalog-fixtures';
import type { TestApi } from '../../../test/test-api';
import {
  codOrder,
  newMobile,
  openShop,
  placeOrder,
  product,
  send,
  stockOf,
  type Shop,
} from './order-helpers';

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

describe('placement limits behind a proxy (TRUST_PROXY=1, 3 per address, 1 per number)', () => {
  let api: TestApi;
  let productId: string;
  beforeAll(async () => {
    const started = await startCatalogApi({
      TRUST_PROXY: '1',
      ORDER_LIMIT_PER_ADDRESS: '3/600',
      ORDER_LIMIT_PER_MOBILE: '1/3600',
    });
    api = started.api;
    const category = await started.fx.category('Motorcycle');
    const size = await started.fx.size(category, '90/90-17');
    productId = (await started.fx.product(category, size, { stock: '100' }))._id;
  });
  afterAll(() => api.stop());

  let keys = 0;
  const order = (client: string, mobileNumber = newMobile()) =>
    send(api, 'POST', '/orders', {
      body: codOrder([{ product: productId, quantity: 1 }], { mobileNumber }),
      headers: { 'x-forwarded-for': client, 'idempotency-key': `proxy-limit-${++keys}-${Date.now()}` },
      from: '127.0.0.40',
    });

  it('when clients behind the proxy order, then each client address the proxy names is counted on its own', async () => {
    for (let i = 0; i < 3; i++) expect((await order('10.8.0.1')).status).toBe(201);
    const refused = await order('10.8.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/from this network/);
    // the same proxy socket, another client behind it
    expect((await order('10.8.0.2')).status).toBe(201);
  });

  it('when IPv6 clients behind the proxy order, then one /64 is one address (and an IPv4-mapped address is its IPv4)', async () => {
    for (let i = 1; i <= 3; i++) expect((await order(`2001:db8:7:8::${i}`)).status).toBe(201);
    expect((await order('2001:db8:7:8:ffff::9')).status).toBe(429);
    expect((await order('2001:db8:7:9::1')).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await order('10.8.2.1')).status).toBe(201);
    expect((await order('::ffff:10.8.2.1')).status).toBe(429);
  });

  it('when the number refuses, then the attempt does not use up the address', async () => {
    const mobile = newMobile();
    expect((await order('10.8.1.1', mobile)).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const refused = await order('10.8.1.1', mobile);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/mobile number/);
    }
    // 1 placed + 3 refused: the address has 2 left
    expect((await order('10.8.1.1')).status).toBe(201);
    expect((await order('10.8.1.1')).status).toBe(201);
    expect((await order('10.8.1.1')).status).toBe(429);
  });
});
