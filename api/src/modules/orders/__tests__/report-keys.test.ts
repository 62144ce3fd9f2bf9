import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Order, SalesReport } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi } from '../../../test/test-api';
import { OrdersRepository, type OrderDoc } from '../orders.repository';
import { reportKeys } from '../report-keys';
import { bkashOrder, openShop, placeOrder, product, type Shop } from './order-helpers';

const HOUR = 3600_000;
const line = (quantity: number) => ({
  product: 'a00000000000000000000001',
  title: 'Tyre',
  slug: 'tyre',
  quantity,
  regularPrice: 1000,
  unitPrice: 1000,
  lineTotal: 1000 * quantity,
  shipping: 100 * quantity,
});
const placed = (createdAt: string, status: Order['status'] = 'pending'): Order['history'] => [
  { from: null, to: status, by: null, at: createdAt },
];

describe('report keys of an order', () => {
  it('when an order is placed at 23:59 and another at 00:00 Dhaka time, then they get different Dhaka days', () => {
    expect(reportKeys({ createdAt: '2025-03-10T17:59:59.999Z', items: [line(2)], history: [] })).toEqual({
      day: '2025-03-10',
      week: '2025-03-10',
      month: '2025-03-01',
      time: '2025-03-10 23:59',
      units: 2,
    });
    const midnight = reportKeys({ createdAt: '2025-03-10T18:00:00.000Z', items: [line(1)], history: [] });
    expect([midnight.day, midnight.time]).toEqual(['2025-03-11', '2025-03-11 00:00']);
  });

  it('when an order falls on a Sunday night or on New Year in Dhaka, then its week starts on the Monday before and its month on the 1st', () => {
    // Sunday 2025-03-16 23:30 Dhaka: still the week of Monday 2025-03-10
    expect(reportKeys({ createdAt: '2025-03-16T17:30:00.000Z', items: [], history: [] }).week).toBe(
      '2025-03-10',
    );
    // Monday 2025-03-17 00:30 Dhaka: its own week
    expect(reportKeys({ createdAt: '2025-03-16T18:30:00.000Z', items: [], history: [] }).week).toBe(
      '2025-03-17',
    );
    // 2025-12-31T18:30Z is 2026-01-01 00:30 in Dhaka (a Thursday)
    const newYear = reportKeys({
      createdAt: '2025-12-31T18:30:00.000Z',
      items: [line(1), line(3)],
      history: [],
    });
    expect(newYear).toMatchObject({ day: '2026-01-01', week: '2025-12-29', month: '2026-01-01', units: 4 });
  });

  it('when the history holds the bKash verification and the completion, then their times after the order are kept', () => {
    const at = '2025-03-10T18:01:00.000Z';
    const after = (h: number) => new Date(Date.parse(at) + h * HOUR).toISOString();
    const keys = reportKeys({
      createdAt: at,
      items: [line(1)],
      history: [
        ...placed(at, 'payment_review'),
        { from: 'payment_review', to: 'pending', by: null, at: after(5) },
        { from: 'pending', to: 'processing', by: null, at: after(6) },
        { from: 'processing', to: 'shipped', by: null, at: after(7) },
        { from: 'shipped', to: 'completed', by: null, at: after(24) },
      ],
    });
    expect(keys.verifiedAfterMs).toBe(5 * HOUR);
    expect(keys.completedAfterMs).toBe(24 * HOUR);
    // a bKash order refused at review was never verified
    const refused = reportKeys({
      createdAt: at,
      items: [line(1)],
      history: [
        ...placed(at, 'payment_review'),
        { from: 'payment_review', to: 'cancelled', by: null, at: after(1) },
      ],
    });
    expect(refused).not.toHaveProperty('verifiedAfterMs');
    expect(refused).not.toHaveProperty('completedAfterMs');
  });
});

describe('report keys written by the API', () => {
  let shop: Shop;
  const stored = async (key: string) =>
    (await shop.api.server.ctx.store.collection<OrderDoc>('orders').findOne({ key }))!;

  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.stop());

  it('when an order is placed and moved, then the stored order has its report keys after each write, and answers never show them', async () => {
    const A = await product(shop, { price: 1000, stock: 20 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const at = '2025-03-10T18:01:00.000Z'; // 2025-03-11 00:01 in Dhaka
      vi.setSystemTime(new Date(at));
      const res = await placeOrder(shop.api, bkashOrder([{ product: A._id, quantity: 3 }]));
      expect(res.status).toBe(201);
      expect(res.body).not.toHaveProperty('report');
      const key = res.body.key as string;
      expect((await stored(key)).report).toEqual({
        day: '2025-03-11',
        week: '2025-03-10',
        month: '2025-03-01',
        time: '2025-03-11 00:01',
        units: 3,
      });

      const move = async (status: string, hours: number) => {
        vi.setSystemTime(Date.parse(at) + hours * HOUR);
        const moved = await shop.api.call('PUT', `/orders/${key}`, { token: shop.admin, body: { status } });
        expect(moved.status).toBe(200);
        expect(moved.body.order).not.toHaveProperty('report');
      };
      await move('pending', 5);
      expect((await stored(key)).report).toMatchObject({ day: '2025-03-11', verifiedAfterMs: 5 * HOUR });
      expect((await stored(key)).report).not.toHaveProperty('completedAfterMs');
      await move('processing', 6);
      await move('shipped', 7);
      await move('completed', 30);
      expect((await stored(key)).report).toEqual({
        day: '2025-03-11',
        week: '2025-03-10',
        month: '2025-03-01',
        time: '2025-03-11 00:01',
        units: 3,
        verifiedAfterMs: 5 * HOUR,
        completedAfterMs: 30 * HOUR,
      });
      const read = await shop.api.call('GET', `/orders/${key}`);
      expect(read.status).toBe(200);
      expect(read.body).not.toHaveProperty('report');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('report keys backfilled at start', () => {
  it('when orders were stored without report keys, then the next start gives them their keys and the reports count them', async () => {
    // one data dir for both starts (a dir the test API made itself is removed when it stops)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-backfill-'));
    const first = await startTestApi({ SEED_DEMO: 'false' }, dir);
    const orders = () => first.server.ctx.store.collection<OrderDoc>('orders');
    // two orders as an older version stored them: no report keys
    const old = (
      n: number,
      createdAt: string,
      status: Order['status'],
      history: Order['history'],
    ): OrderDoc => ({
      _id: `c0000000000000000000000${n}`,
      reference: `TB-25900${n}`,
      key: `backfill-test-order-key-${n}-xxxxxxxxxx`,
      userId: null,
      items: [line(n)],
      customer: {
        name: `Old ${n}`,
        address: 'Road 1',
        thana: 'Kotwali',
        district: 'Dhaka',
        mobileNumber: '01711000000',
      },
      payment: { paymentType: 'Cash on Delivery' },
      subtotal: 1000 * n,
      shipping: 100 * n,
      total: 1100 * n,
      status,
      history,
      createdAt,
      updatedAt: createdAt,
    });
    const at1 = '2025-03-10T17:59:00.000Z'; // 2025-03-10 23:59 Dhaka
    const at2 = '2025-03-10T18:01:00.000Z'; // 2025-03-11 00:01 Dhaka
    await orders().insertMany([
      old(1, at1, 'pending', placed(at1)),
      old(2, at2, 'completed', [
        ...placed(at2),
        { from: 'pending', to: 'processing', by: null, at: '2025-03-11T00:00:00.000Z' },
        { from: 'processing', to: 'shipped', by: null, at: '2025-03-11T01:00:00.000Z' },
        { from: 'shipped', to: 'completed', by: null, at: '2025-03-11T18:01:00.000Z' },
      ]),
    ]);
    expect((await orders().findById('c00000000000000000000001'))!.report).toBeUndefined();
    await first.stop();

    const again = await startTestApi({ SEED_DEMO: 'false' }, dir);
    try {
      const col = again.server.ctx.store.collection<OrderDoc>('orders');
      expect((await col.findById('c00000000000000000000001'))!.report).toEqual({
        day: '2025-03-10',
        week: '2025-03-10',
        month: '2025-03-01',
        time: '2025-03-10 23:59',
        units: 1,
      });
      expect((await col.findById('c00000000000000000000002'))!.report).toMatchObject({
        day: '2025-03-11',
        units: 2,
        completedAfterMs: 24 * HOUR,
      });
      const token = await again.adminToken();
      const sales = (await again.call('GET', '/reports/sales?from=2025-03-10&to=2025-03-11', { token }))
        .body as SalesReport;
      expect(sales.periods).toEqual([
        { period: '2025-03-10', orders: 1, units: 1, revenue: 1100 },
        { period: '2025-03-11', orders: 1, units: 2, revenue: 2200 },
      ]);
      // nothing left to do: a second pass changes nothing
      expect(await new OrdersRepository(again.server.ctx.store).backfillReportKeys()).toBe(0);
    } finally {
      await again.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
