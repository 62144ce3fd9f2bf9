// The reports' pipelines on every adapter the suite runs (the embedded store always, MongoDB
// when MONGODB_URI is set), over orders seeded here and compared with totals worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  salesCsvPipeline,
  salesPipeline,
  soldProductsPipeline,
  splitSummary,
  summaryPipeline,
  type CsvOrder,
  type SalesRow,
  type SummaryFacets,
} from '../../../modules/reports/report-pipelines';
import { reportKeys } from '../../../modules/orders/report-keys';
import type { Store } from '../store';
import { adapters } from './store-adapters';

const HOUR = 3600_000;
const p1 = 'a00000000000000000000001';
const p2 = 'a00000000000000000000002';
const p3 = 'a00000000000000000000003';
const p4 = 'a00000000000000000000004';

interface Line {
  product: string;
  quantity: number;
  unitPrice: number;
  shipping: number;
}

function order(
  n: number,
  createdAt: string,
  o: { status: string; bkash?: boolean; district: string; lines: Line[]; moves?: [string, string, number][] },
) {
  const items = o.lines.map((l) => ({
    ...l,
    title: `Tyre ${l.product.slice(-1)}`,
    // only p1's lines keep a Bangla title
    ...(l.product === p1 ? { titleBn: 'টায়ার ১' } : {}),
    slug: `tyre-${l.product.slice(-1)}`,
    regularPrice: l.unitPrice,
    lineTotal: l.unitPrice * l.quantity,
  }));
  const subtotal = items.reduce((s, l) => s + l.lineTotal, 0);
  const shipping = items.reduce((s, l) => s + l.shipping, 0);
  const first = o.bkash ? 'payment_review' : 'pending';
  const doc = {
    _id: `b0000000000000000000000${n}`,
    reference: `TB-25000${n}`,
    key: `key-of-order-number-${n}-xxxxxxxx`,
    userId: null,
    items,
    customer: {
      name: `Customer ${n}`,
      address: 'Road 1',
      thana: 'Kotwali',
      district: o.district,
      mobileNumber: '01711000000',
    },
    payment: o.bkash
      ? { paymentType: 'bKash', mobileNumber: '01711000000', trxID: `TRX000000${n}` }
      : { paymentType: 'Cash on Delivery' },
    subtotal,
    shipping,
    total: subtotal + shipping,
    status: o.status,
    history: [
      { from: null, to: first, by: null, at: createdAt },
      ...(o.moves ?? []).map(([from, to, hours]) => ({
        from,
        to,
        by: null,
        at: new Date(Date.parse(createdAt) + hours * HOUR).toISOString(),
      })),
    ],
    createdAt,
    updatedAt: createdAt,
  };
  // the report keys as the API writes them (orders/report-keys.ts)
  return { ...doc, report: reportKeys(doc as never) };
}

// The range 2025-06-01 .. 2025-06-10 in Dhaka time is [2025-05-31T18:00Z, 2025-06-10T18:00Z).
const RANGE = { start: '2025-05-31T18:00:00.000Z', end: '2025-06-10T18:00:00.000Z' };
const ORDERS = [
  // 2025-06-01 23:59 Dhaka: 2 x 1,000 + 200 shipping = 2,200, pending
  order(1, '2025-06-01T17:59:30.000Z', {
    status: 'pending',
    district: 'Dhaka',
    lines: [{ product: p1, quantity: 2, unitPrice: 1000, shipping: 200 }],
  }),
  // 2025-06-02 00:00 Dhaka: 1,000 + 1,500 + 330 shipping = 2,830, verified after 2 h, completed after 50 h
  order(2, '2025-06-01T18:00:30.000Z', {
    status: 'completed',
    bkash: true,
    district: 'Khulna',
    lines: [
      { product: p1, quantity: 1, unitPrice: 1000, shipping: 150 },
      { product: p2, quantity: 3, unitPrice: 500, shipping: 180 },
    ],
    moves: [
      ['payment_review', 'pending', 2],
      ['pending', 'processing', 3],
      ['processing', 'shipped', 10],
      ['shipped', 'completed', 50],
    ],
  }),
  // 2025-06-03: 540, payment rejected (cancelled)
  order(3, '2025-06-03T06:00:00.000Z', {
    status: 'cancelled',
    bkash: true,
    district: 'Dhaka',
    lines: [{ product: p2, quantity: 1, unitPrice: 500, shipping: 40 }],
    moves: [['payment_review', 'cancelled', 1]],
  }),
  // 2025-06-09 (a Monday): 4 x 250 + 120 = 1,120, verified after 6 h
  order(4, '2025-06-09T06:00:00.000Z', {
    status: 'pending',
    bkash: true,
    district: 'Dhaka',
    lines: [{ product: p3, quantity: 4, unitPrice: 250, shipping: 120 }],
    moves: [['payment_review', 'pending', 6]],
  }),
  // 2025-06-05: 2 x 250 + 60 = 560, shipped and returned (the parcel came back): no sale
  order(7, '2025-06-05T06:00:00.000Z', {
    status: 'returned',
    district: 'Dhaka',
    lines: [{ product: p4, quantity: 2, unitPrice: 250, shipping: 60 }],
    moves: [
      ['pending', 'processing', 1],
      ['processing', 'shipped', 2],
      ['shipped', 'returned', 72],
    ],
  }),
  // outside the range: 2025-05-31 23:00 and 2025-06-11 00:00 Dhaka
  order(5, '2025-05-31T17:00:00.000Z', {
    status: 'pending',
    district: 'Sylhet',
    lines: [{ product: p1, quantity: 1, unitPrice: 1000, shipping: 150 }],
  }),
  order(6, '2025-06-10T18:00:00.000Z', {
    status: 'pending',
    district: 'Sylhet',
    lines: [{ product: p1, quantity: 1, unitPrice: 1000, shipping: 150 }],
  }),
];

const byId = <T extends { _id: unknown }>(rows: T[]) =>
  [...rows].sort((a, b) => (JSON.stringify(a._id) < JSON.stringify(b._id) ? -1 : 1));
const figures = (orders: number, units: number, revenue: number) => ({ orders, units, revenue });

describe.each(adapters)('report pipelines: %s', (_name, open) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  const orders = () => store.collection<{ _id: string }>('orders');

  beforeAll(async () => {
    ({ store, cleanup } = await open());
    await orders().insertMany(ORDERS as never[]);
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  it('when sales are grouped by Dhaka day, week and month, then the periods hold the hand-computed figures', async () => {
    const run = (g: 'day' | 'week' | 'month') => orders().aggregate<SalesRow>(salesPipeline(RANGE, g));
    expect(await run('day')).toEqual([
      { _id: { period: '2025-06-01', outcome: 'sold' }, ...figures(1, 2, 2200) },
      { _id: { period: '2025-06-02', outcome: 'sold' }, ...figures(1, 4, 2830) },
      { _id: { period: '2025-06-03', outcome: 'cancelled' }, ...figures(1, 1, 540) },
      { _id: { period: '2025-06-05', outcome: 'returned' }, ...figures(1, 2, 560) },
      { _id: { period: '2025-06-09', outcome: 'sold' }, ...figures(1, 4, 1120) },
    ]);
    expect(await run('week')).toEqual([
      { _id: { period: '2025-05-26', outcome: 'sold' }, ...figures(1, 2, 2200) },
      { _id: { period: '2025-06-02', outcome: 'cancelled' }, ...figures(1, 1, 540) },
      { _id: { period: '2025-06-02', outcome: 'returned' }, ...figures(1, 2, 560) },
      { _id: { period: '2025-06-02', outcome: 'sold' }, ...figures(1, 4, 2830) },
      { _id: { period: '2025-06-09', outcome: 'sold' }, ...figures(1, 4, 1120) },
    ]);
    expect(await run('month')).toEqual([
      { _id: { period: '2025-06-01', outcome: 'cancelled' }, ...figures(1, 1, 540) },
      { _id: { period: '2025-06-01', outcome: 'returned' }, ...figures(1, 2, 560) },
      { _id: { period: '2025-06-01', outcome: 'sold' }, ...figures(3, 10, 6150) },
    ]);
  });

  it('when the summary runs, then every facet holds the hand-computed figures', async () => {
    const s = splitSummary((await orders().aggregate<SummaryFacets>(summaryPipeline(RANGE)))[0]);
    expect(byId(s!.byOutcome)).toEqual([
      { _id: 'cancelled', ...figures(1, 1, 540) },
      { _id: 'returned', ...figures(1, 2, 560) },
      { _id: 'sold', ...figures(3, 10, 6150) },
    ]);
    expect(byId(s!.byStatus)).toEqual([
      { _id: 'cancelled', ...figures(1, 1, 540) },
      { _id: 'completed', ...figures(1, 4, 2830) },
      { _id: 'pending', ...figures(2, 6, 3320) },
      { _id: 'returned', ...figures(1, 2, 560) },
    ]);
    expect(byId(s!.byPaymentType)).toEqual([
      { _id: 'Cash on Delivery', ...figures(1, 2, 2200) },
      { _id: 'bKash', ...figures(2, 8, 3950) },
    ]);
    expect(byId(s!.byDistrict)).toEqual([
      { _id: 'Dhaka', ...figures(2, 6, 3320) },
      { _id: 'Khulna', ...figures(1, 4, 2830) },
    ]);
    expect(byId(s!.byProduct)).toEqual([
      { _id: p1, title: 'Tyre 1', titleBn: 'টায়ার ১', slug: 'tyre-1', units: 3, revenue: 3000 },
      { _id: p2, title: 'Tyre 2', titleBn: null, slug: 'tyre-2', units: 3, revenue: 1500 },
      { _id: p3, title: 'Tyre 3', titleBn: null, slug: 'tyre-3', units: 4, revenue: 1000 },
    ]);
    expect(s!.verification).toEqual([2 * HOUR, 6 * HOUR]);
    expect(s!.completion).toEqual([50 * HOUR]);
  });

  it('when a range holds no order, then the summary facets are empty and the sales rows none', async () => {
    const empty = { start: '2024-01-01T00:00:00.000Z', end: '2024-01-02T00:00:00.000Z' };
    expect(await orders().aggregate(salesPipeline(empty, 'day'))).toEqual([]);
    const s = splitSummary((await orders().aggregate<SummaryFacets>(summaryPipeline(empty)))[0]);
    expect(s).toEqual({
      byOutcome: [],
      byStatus: [],
      byPaymentType: [],
      byDistrict: [],
      byProduct: [],
      verification: [],
      completion: [],
      paidOnline: { orders: 0, units: 0, revenue: 0 },
      refunds: { orders: 0, amount: 0 },
    });
  });

  it('when the sold products and the CSV rows are asked, then cancelled and returned orders sell nothing and every line is a row', async () => {
    expect(await orders().aggregate(soldProductsPipeline(RANGE))).toEqual([
      { _id: p1 },
      { _id: p2 },
      { _id: p3 },
    ]);
    const rows = await orders().aggregate<CsvOrder>(salesCsvPipeline(RANGE));
    const lines = rows.flatMap((r) =>
      r.items.map((l) => [r.reference, r.date, l.title, l.quantity, l.lineTotal, r.total]),
    );
    expect(lines).toEqual([
      ['TB-250001', '2025-06-01 23:59', 'Tyre 1', 2, 2000, 2200],
      ['TB-250002', '2025-06-02 00:00', 'Tyre 1', 1, 1000, 2830],
      ['TB-250002', '2025-06-02 00:00', 'Tyre 2', 3, 1500, 2830],
      ['TB-250003', '2025-06-03 12:00', 'Tyre 2', 1, 500, 540],
      ['TB-250007', '2025-06-05 12:00', 'Tyre 4', 2, 500, 560],
      ['TB-250004', '2025-06-09 12:00', 'Tyre 3', 4, 1000, 1120],
    ]);
    expect(rows[0]).toEqual({
      reference: 'TB-250001',
      date: '2025-06-01 23:59',
      status: 'pending',
      paymentType: 'Cash on Delivery',
      customer: 'Customer 1',
      district: 'Dhaka',
      items: [
        {
          product: p1,
          title: 'Tyre 1',
          titleBn: 'টায়ার ১',
          slug: 'tyre-1',
          quantity: 2,
          regularPrice: 1000,
          unitPrice: 1000,
          lineTotal: 2000,
          shipping: 200,
        },
      ],
      total: 2200,
    });
  });
});
