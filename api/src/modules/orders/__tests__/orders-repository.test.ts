import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { OrdersRepository, type OrderDoc } from '../orders.repository';

describe('orders repository: newest-first pages', () => {
  let api: TestApi;
  let repo: OrdersRepository;
  const ages = [0.5, 3, 6.9, 10, 25, 40, 80, 100, 200, 300, 400, 800];
  beforeAll(async () => {
    api = await startTestApi();
    repo = new OrdersRepository(api.server.ctx.store);
    const col = api.server.ctx.store.collection<OrderDoc>('orders');
    // inserted out of time order, with statuses alternating
    for (const [i, days] of [...ages].reverse().entries()) {
      const at = new Date(Date.now() - days * 86_400_000).toISOString();
      await col.insertOne({
        reference: `TB-99${String(i).padStart(4, '0')}`,
        key: `repository-test-key-${String(i).padStart(12, '0')}`,
        userId: null,
        items: [],
        customer: {
          name: `Age ${days}`,
          address: 'a',
          thana: 't',
          district: 'Dhaka',
          mobileNumber: '01711111111',
        },
        payment: { paymentType: 'Cash on Delivery' },
        subtotal: 0,
        shipping: 0,
        total: 0,
        status: i % 2 ? 'pending' : 'completed',
        history: [],
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  afterAll(() => api.stop());

  it('when pages reach past the last week, month, quarter and year, then each page is what one sort of everything gives', async () => {
    const names = (docs: OrderDoc[]) => docs.map((d) => d.customer.name);
    const everything = ages.map((d) => `Age ${d}`);
    for (const size of [1, 2, 3, 5, 12, 20]) {
      const seen: string[] = [];
      for (let page = 0; page * size < ages.length + size; page++) {
        const { items, total } = await repo.page({}, page, size);
        expect(total).toBe(ages.length);
        seen.push(...names(items));
      }
      expect(seen).toEqual(everything);
    }
    const completed = everything.filter((_, i) => (ages.length - 1 - i) % 2 === 0);
    const byStatus: string[] = [];
    for (let page = 0; page < 6; page++)
      byStatus.push(...names((await repo.page({ status: 'completed' }, page, 1)).items));
    expect(byStatus).toEqual(completed);
    const range = await repo.page(
      {
        from: new Date(Date.now() - 50 * 86_400_000).toISOString(),
        to: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      },
      0,
      2,
    );
    expect(names(range.items)).toEqual(['Age 6.9', 'Age 10']);
    expect(range.total).toBe(4);
  });
});

describe('orders repository: Idempotency-Keys expire', () => {
  let api: TestApi;
  let repo: OrdersRepository;
  beforeAll(async () => {
    api = await startTestApi();
    repo = new OrdersRepository(api.server.ctx.store);
  });
  afterAll(() => api.stop());

  const requests = () =>
    api.server.ctx.store.collection<{ _id: string; state: string; expiresAt: Date }>('order_requests');
  const hoursFromNow = (at: Date | string) => (new Date(at).getTime() - Date.now()) / 3600_000;

  it('when a key is claimed and completed, then its record expires a day later', async () => {
    expect(await repo.claim('expiry-key-0001', 'hash-a', new Date().toISOString())).toEqual({
      kind: 'claimed',
    });
    const claimed = await requests().findById('expiry-key-0001');
    expect(claimed!.expiresAt).toBeInstanceOf(Date);
    expect(hoursFromNow(claimed!.expiresAt)).toBeCloseTo(24, 1);
    await repo.complete('expiry-key-0001', '0123456789abcdef01234567');
    const done = await requests().findById('expiry-key-0001');
    expect(done!.state).toBe('done');
    expect(hoursFromNow(done!.expiresAt)).toBeCloseTo(24, 1);
  });

  it('when a key was claimed more than a day ago, then it is free again (even before the store removed it)', async () => {
    const dayAndHourAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    expect(await repo.claim('expiry-key-0002', 'hash-a', dayAndHourAgo)).toEqual({ kind: 'claimed' });
    await repo.complete('expiry-key-0002', '0123456789abcdef01234567');
    // completed a day and an hour ago
    await requests().updateOne(
      { _id: 'expiry-key-0002' },
      { $set: { expiresAt: new Date(Date.now() - 3600_000) } },
    );
    const now = new Date().toISOString();
    // the embedded store may drop the record itself; MongoDB's TTL sweep may not have come yet
    let claim = await repo.claim('expiry-key-0002', 'hash-b', now);
    if (claim.kind === 'gone') claim = await repo.claim('expiry-key-0002', 'hash-b', now);
    expect(claim).toEqual({ kind: 'claimed' });
    // a key within its day still answers what holds it
    expect(await repo.claim('expiry-key-0002', 'hash-c', now)).toEqual(
      expect.objectContaining({ kind: 'pending', hash: 'hash-b' }),
    );
  });
});
