import type {
  Category,
  Product,
  SalesReport,
  SalesSummary,
  StockProduct,
  StockReport,
} from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { form } from '../../../test/catalog-fixtures';
import {
  bkashOrder,
  codOrder,
  openShop,
  placeOrder,
  product,
  type Shop,
} from '../../orders/__tests__/order-helpers';

// Orders placed by this test at chosen moments (the clock is set, the API is the real one), so
// every figure below is worked out by hand:
//   O1 2025-03-10 23:59 Dhaka  Cash on Delivery, Dhaka       A x2         2,000 + 200 shipping = 2,200  pending
//   O2 2025-03-11 00:01 Dhaka  bKash, Chattogram             A x1, B x1   4,000 + 320 shipping = 4,320  verified after 5 h, completed after 24 h
//   O3 2025-03-12 10:00 Dhaka  Cash on Delivery, Sylhet      B x3         9,000 + 360 shipping = 9,360  cancelled
//   O4 2025-03-17 12:00 Dhaka  bKash, Dhaka                  A x1         1,000 + 100 shipping = 1,100  verified after 3 h
//   O5 2025-03-20 12:00 Dhaka  Cash on Delivery, Khulna      B x2         6,000 + 240 shipping = 6,240  shipped, returned
//      (the courier brought the parcel back: nothing collected, no sale)
// A: 1,000 (shipping 100 inside Dhaka, 200 outside), category Motorcycle; B: 3,000 (50 / 120), Car.
// C (3 in stock) and D are never sold. Car and B have Bangla names (sold with it), D a Bangla title;
// Motorcycle, A and C none.
const at = (iso: string) => vi.setSystemTime(new Date(iso));
const HOUR = 3600_000;

describe('reports', () => {
  let shop: Shop;
  let A: Product;
  let B: Product;
  let C: Product;
  let D: Product;
  const get = (route: string, token?: string) => shop.api.call('GET', route, { token: token ?? shop.admin });

  async function place(when: string, body: unknown): Promise<string> {
    at(when);
    const res = await placeOrder(shop.api, body);
    expect(res.status).toBe(201);
    return res.body.key as string;
  }
  async function move(key: string, status: string, when: number) {
    vi.setSystemTime(when);
    const res = await shop.api.call('PUT', `/orders/${key}`, { token: shop.admin, body: { status } });
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    shop = await openShop();
    const car = (
      await shop.api.call('POST', '/category', { token: shop.admin, body: { name: 'Car', nameBn: 'গাড়ি' } })
    ).body as Category;
    const carSize = await shop.fx.size(car, '205/55 R16');
    A = await product(shop, { price: 1000, inside: 100, outside: 200, stock: 50 });
    B = await shop.fx.product(car, carSize, {
      title: 'Sport 205, "Grip" Plus',
      titleBn: 'স্পোর্ট ২০৫ গ্রিপ প্লাস',
      regularPrice: '3000',
      discountPrice: '0',
      stock: '50',
      shippingInsideDhaka: '50',
      shippingOutsideDhaka: '120',
      status: 'active',
    });
    C = await product(shop, { price: 500, stock: 3 });
    D = await product(shop, { price: 700, stock: 40 });
    await shop.api.call('PUT', `/products/${D._id}`, {
      token: shop.admin,
      form: form({ titleBn: 'ডি টায়ার' }),
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    const o1 = '2025-03-10T17:59:00.000Z';
    const o2 = '2025-03-10T18:01:00.000Z';
    const o3 = '2025-03-12T04:00:00.000Z';
    const o4 = '2025-03-17T06:00:00.000Z';
    const o5 = '2025-03-20T06:00:00.000Z';
    await place(o1, codOrder([{ product: A._id, quantity: 2 }], { district: 'Dhaka' }));
    const toChattogram = bkashOrder([
      { product: A._id, quantity: 1 },
      { product: B._id, quantity: 1 },
    ]);
    toChattogram.customer.district = 'Chattogram';
    const k2 = await place(o2, toChattogram);
    const k3 = await place(o3, codOrder([{ product: B._id, quantity: 3 }], { district: 'Sylhet' }));
    const k4 = await place(o4, bkashOrder([{ product: A._id, quantity: 1 }]));
    const k5 = await place(o5, codOrder([{ product: B._id, quantity: 2 }], { district: 'Khulna' }));
    await move(k2, 'pending', Date.parse(o2) + 5 * HOUR);
    await move(k2, 'processing', Date.parse(o2) + 6 * HOUR);
    await move(k2, 'shipped', Date.parse(o2) + 7 * HOUR);
    await move(k2, 'completed', Date.parse(o2) + 24 * HOUR);
    await move(k3, 'cancelled', Date.parse(o3) + HOUR);
    await move(k4, 'pending', Date.parse(o4) + 3 * HOUR);
    await move(k5, 'processing', Date.parse(o5) + HOUR);
    await move(k5, 'shipped', Date.parse(o5) + 2 * HOUR);
    await move(k5, 'returned', Date.parse(o5) + 48 * HOUR);
    vi.useRealTimers();
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await shop?.stop();
  });

  describe('sales over time', () => {
    it('when sales are asked per day, then each Dhaka day has its figures, empty days are zeros and cancelled orders are apart', async () => {
      const res = await get('/reports/sales?from=2025-03-10&to=2025-03-17&granularity=day');
      expect(res.status).toBe(200);
      const report = res.body as SalesReport;
      expect(report).toMatchObject({ from: '2025-03-10', to: '2025-03-17', timeZone: 'Asia/Dhaka' });
      expect(report.periods).toEqual([
        { period: '2025-03-10', orders: 1, units: 2, revenue: 2200 },
        { period: '2025-03-11', orders: 1, units: 2, revenue: 4320 },
        { period: '2025-03-12', orders: 0, units: 0, revenue: 0 },
        { period: '2025-03-13', orders: 0, units: 0, revenue: 0 },
        { period: '2025-03-14', orders: 0, units: 0, revenue: 0 },
        { period: '2025-03-15', orders: 0, units: 0, revenue: 0 },
        { period: '2025-03-16', orders: 0, units: 0, revenue: 0 },
        { period: '2025-03-17', orders: 1, units: 1, revenue: 1100 },
      ]);
      expect(report.totals).toEqual({ orders: 3, units: 5, revenue: 7620 });
      expect(report.cancelled).toEqual({ orders: 1, units: 3, revenue: 9360 });
    });

    it('when an order is placed at 23:59 and another at 00:01 Dhaka time, then they land on different days', async () => {
      const before = (await get('/reports/sales?from=2025-03-10&to=2025-03-10')).body as SalesReport;
      const after = (await get('/reports/sales?from=2025-03-11&to=2025-03-11')).body as SalesReport;
      // both are on 2025-03-10 in UTC: a UTC day would put them together
      expect(before.periods).toEqual([{ period: '2025-03-10', orders: 1, units: 2, revenue: 2200 }]);
      expect(after.periods).toEqual([{ period: '2025-03-11', orders: 1, units: 2, revenue: 4320 }]);
    });

    it('when sales are asked per week and per month, then weeks start on Monday and months on the 1st', async () => {
      const weeks = (await get('/reports/sales?from=2025-03-10&to=2025-03-23&granularity=week'))
        .body as SalesReport;
      expect(weeks.periods).toEqual([
        { period: '2025-03-10', orders: 2, units: 4, revenue: 6520 },
        { period: '2025-03-17', orders: 1, units: 1, revenue: 1100 },
      ]);
      const months = (await get('/reports/sales?from=2025-02-20&to=2025-04-02&granularity=month'))
        .body as SalesReport;
      expect(months.periods).toEqual([
        { period: '2025-02-01', orders: 0, units: 0, revenue: 0 },
        { period: '2025-03-01', orders: 3, units: 5, revenue: 7620 },
        { period: '2025-04-01', orders: 0, units: 0, revenue: 0 },
      ]);
    });

    it('when a range holds no orders, then every period is zero', async () => {
      const res = await get('/reports/sales?from=2024-01-01&to=2024-01-03');
      expect(res.status).toBe(200);
      expect(res.body.periods.map((p: { orders: number }) => p.orders)).toEqual([0, 0, 0]);
      expect(res.body.totals).toEqual({ orders: 0, units: 0, revenue: 0 });
      expect(res.body.cancelled).toEqual({ orders: 0, units: 0, revenue: 0 });
    });

    it('when no range is given, then it is the last 30 days up to today in Dhaka', async () => {
      const res = await get('/reports/sales');
      expect(res.status).toBe(200);
      const today = new Date(Date.now() + 6 * HOUR).toISOString().slice(0, 10);
      expect(res.body.to).toBe(today);
      expect(res.body.periods).toHaveLength(30);
    });
  });

  describe('summary', () => {
    it('when the summary of the range is asked, then every figure is the hand-computed one', async () => {
      const res = await get('/reports/summary?from=2025-03-10&to=2025-03-17');
      expect(res.status).toBe(200);
      const s = res.body as SalesSummary;
      expect(s.totals).toEqual({ orders: 3, units: 5, revenue: 7620, averageOrderValue: 2540 });
      expect(s.cancelled).toEqual({ orders: 1, units: 3, revenue: 9360 });
      expect(s.byStatus).toEqual([
        { status: 'awaiting_payment', orders: 0, units: 0, revenue: 0 },
        { status: 'payment_review', orders: 0, units: 0, revenue: 0 },
        { status: 'pending', orders: 2, units: 3, revenue: 3300 },
        { status: 'processing', orders: 0, units: 0, revenue: 0 },
        { status: 'shipped', orders: 0, units: 0, revenue: 0 },
        { status: 'completed', orders: 1, units: 2, revenue: 4320 },
        { status: 'returned', orders: 0, units: 0, revenue: 0 },
        { status: 'cancelled', orders: 1, units: 3, revenue: 9360 },
      ]);
      expect(s.byPaymentType).toEqual([
        { paymentType: 'Cash on Delivery', orders: 1, units: 2, revenue: 2200 },
        { paymentType: 'bKash', orders: 2, units: 3, revenue: 5420 },
        { paymentType: 'bKash Online', orders: 0, units: 0, revenue: 0 },
        { paymentType: 'SSLCommerz', orders: 0, units: 0, revenue: 0 },
      ]);
      expect(s.online).toEqual({
        paid: { orders: 0, units: 0, revenue: 0 },
        awaiting: { orders: 0, units: 0, revenue: 0 },
        refunds: { orders: 0, amount: 0 },
      });
      expect(s.topProducts.byRevenue.map((p) => [p.product, p.units, p.revenue])).toEqual([
        [A._id, 4, 4000],
        [B._id, 1, 3000],
      ]);
      expect(s.topProducts.byRevenue[1]!.title).toBe('Sport 205, "Grip" Plus');
      expect(s.topProducts.byUnits.map((p) => p.product)).toEqual([A._id, B._id]);
      expect(s.topCategories.byRevenue).toEqual([
        { categoryId: shop.category._id, name: 'Motorcycle', nameBn: '', units: 4, revenue: 4000 },
        { categoryId: B.categoryId, name: 'Car', nameBn: 'গাড়ি', units: 1, revenue: 3000 },
      ]);
      expect(s.topDistricts.byOrders).toEqual([
        { district: 'Dhaka', orders: 2, units: 3, revenue: 3300 },
        { district: 'Chattogram', orders: 1, units: 2, revenue: 4320 },
      ]);
      expect(s.topDistricts.byRevenue.map((d) => d.district)).toEqual(['Chattogram', 'Dhaka']);
      expect(s.dhaka).toEqual({
        inside: { orders: 2, units: 3, revenue: 3300 },
        outside: { orders: 1, units: 2, revenue: 4320 },
      });
      expect(s.timing).toEqual({
        bkashVerification: { orders: 2, medianHours: 4 },
        completion: { orders: 1, medianHours: 24 },
      });
    });

    it("when products and categories have Bangla names, then the summary carries them as titleBn and nameBn ('' when none)", async () => {
      const summaryOf = async () =>
        (await get('/reports/summary?from=2025-03-10&to=2025-03-17')).body as SalesSummary;
      const twins = (s: SalesSummary) => ({
        products: s.topProducts.byUnits.map((p) => [p.title, p.titleBn]),
        categories: s.topCategories.byUnits.map((c) => [c.name, c.nameBn]),
      });
      expect(twins(await summaryOf())).toEqual({
        products: [
          [A.title, ''],
          ['Sport 205, "Grip" Plus', 'স্পোর্ট ২০৫ গ্রিপ প্লাস'],
        ],
        categories: [
          ['Motorcycle', ''],
          ['Car', 'গাড়ি'],
        ],
      });
      // B's lines keep its Bangla title of the moment of the sale; A's lines kept none: A's own is shown
      const rename = async (p: Product, titleBn: string) =>
        expect(
          (await shop.api.call('PUT', `/products/${p._id}`, { token: shop.admin, form: form({ titleBn }) }))
            .status,
        ).toBe(200);
      await rename(A, 'মোটো এ');
      await rename(B, 'নতুন নাম');
      try {
        expect(twins(await summaryOf()).products).toEqual([
          [A.title, 'মোটো এ'],
          ['Sport 205, "Grip" Plus', 'স্পোর্ট ২০৫ গ্রিপ প্লাস'],
        ]);
      } finally {
        await rename(A, '');
        await rename(B, 'স্পোর্ট ২০৫ গ্রিপ প্লাস');
      }
    });

    it('when the range holds no orders, then the summary is zeros and no median', async () => {
      const s = (await get('/reports/summary?from=2024-01-01&to=2024-01-31')).body as SalesSummary;
      expect(s.totals).toEqual({ orders: 0, units: 0, revenue: 0, averageOrderValue: 0 });
      expect(s.byStatus.every((r) => r.orders === 0)).toBe(true);
      expect(s.topProducts.byRevenue).toEqual([]);
      expect(s.timing.bkashVerification).toEqual({ orders: 0, medianHours: null });
    });
  });

  describe('stock', () => {
    it('when the stock report is asked, then low stock uses the default threshold of 5 and unsold products are listed', async () => {
      const res = await get('/reports/stock?from=2025-03-10&to=2025-03-17');
      expect(res.status).toBe(200);
      const r = res.body as StockReport;
      expect(r.threshold).toBe(5);
      expect(r.lowStock.map((p) => [p._id, p.stock])).toEqual([[C._id, 3]]);
      expect(r.unsold.map((p) => p._id).sort()).toEqual([C._id, D._id].sort());
      expect(r.unsoldTotal).toBe(2);
    });

    it("when products and categories have Bangla names, then the stock report carries them ('' when none)", async () => {
      const r = (await get('/reports/stock?threshold=100&from=2025-03-10&to=2025-03-17')).body as StockReport;
      const twins = (rows: StockProduct[]) =>
        Object.fromEntries(rows.map((p) => [p._id, [p.titleBn, p.categoryName, p.categoryNameBn]]));
      expect(twins(r.lowStock)).toEqual({
        [A._id]: ['', 'Motorcycle', ''],
        [B._id]: ['স্পোর্ট ২০৫ গ্রিপ প্লাস', 'Car', 'গাড়ি'],
        [C._id]: ['', 'Motorcycle', ''],
        [D._id]: ['ডি টায়ার', 'Motorcycle', ''],
      });
      expect(twins(r.unsold)).toEqual({
        [C._id]: ['', 'Motorcycle', ''],
        [D._id]: ['ডি টায়ার', 'Motorcycle', ''],
      });
    });

    it('when a threshold is given, then it replaces the default; a cancelled sale is no sale', async () => {
      const low = (await get('/reports/stock?threshold=2&from=2025-03-10&to=2025-03-17')).body as StockReport;
      expect(low.lowStock).toEqual([]);
      const onlyCancelled = (await get('/reports/stock?from=2025-03-12&to=2025-03-12')).body as StockReport;
      expect(onlyCancelled.unsoldTotal).toBe(4);
    });
  });

  describe('returned orders', () => {
    // O5 alone: a Cash on Delivery parcel that came back
    const range = 'from=2025-03-18&to=2025-03-21';

    it('when the sales of a range hold a returned order, then it is no sale: in no period, apart in its own figures', async () => {
      const report = (await get(`/reports/sales?${range}`)).body as SalesReport;
      expect(report.periods.every((p) => p.orders === 0 && p.revenue === 0)).toBe(true);
      expect(report.totals).toEqual({ orders: 0, units: 0, revenue: 0 });
      expect(report.cancelled).toEqual({ orders: 0, units: 0, revenue: 0 });
      expect(report.returned).toEqual({ orders: 1, units: 2, revenue: 6240 });
      // a month holding it counts the three orders sold, as before it came back
      const months = (await get('/reports/sales?from=2025-03-01&to=2025-03-31&granularity=month'))
        .body as SalesReport;
      expect(months.periods).toEqual([{ period: '2025-03-01', orders: 3, units: 5, revenue: 7620 }]);
      expect(months.returned).toEqual({ orders: 1, units: 2, revenue: 6240 });
    });

    it('when the summary holds a returned order, then it counts only under its status and its own figures: no revenue, product, category, district or payment type', async () => {
      const s = (await get(`/reports/summary?${range}`)).body as SalesSummary;
      expect(s.totals).toEqual({ orders: 0, units: 0, revenue: 0, averageOrderValue: 0 });
      expect(s.returned).toEqual({ orders: 1, units: 2, revenue: 6240 });
      expect(s.cancelled).toEqual({ orders: 0, units: 0, revenue: 0 });
      expect(s.byStatus.filter((r) => r.orders > 0)).toEqual([
        { status: 'returned', orders: 1, units: 2, revenue: 6240 },
      ]);
      expect(s.byPaymentType.every((p) => p.orders === 0 && p.revenue === 0)).toBe(true);
      expect(s.topProducts.byRevenue).toEqual([]);
      expect(s.topCategories.byUnits).toEqual([]);
      expect(s.topDistricts.byOrders).toEqual([]);
      expect(s.dhaka.outside).toEqual({ orders: 0, units: 0, revenue: 0 });
      expect(s.online.paid).toEqual({ orders: 0, units: 0, revenue: 0 });
      // the whole month: the same figures as the 10th to the 17th, and the returned order apart
      const month = (await get('/reports/summary?from=2025-03-01&to=2025-03-31')).body as SalesSummary;
      expect(month.totals).toEqual({ orders: 3, units: 5, revenue: 7620, averageOrderValue: 2540 });
      expect(month.returned).toEqual({ orders: 1, units: 2, revenue: 6240 });
      expect(month.topProducts.byRevenue.map((p) => [p.product, p.units, p.revenue])).toEqual([
        [A._id, 4, 4000],
        [B._id, 1, 3000],
      ]);
      expect(month.topDistricts.byOrders.map((d) => d.district)).toEqual(['Dhaka', 'Chattogram']);
    });

    it('when the stock report covers only a returned order, then its product counts as unsold', async () => {
      const r = (await get(`/reports/stock?${range}`)).body as StockReport;
      expect(r.unsoldTotal).toBe(4);
      expect(r.unsold.map((p) => p._id)).toContain(B._id);
    });

    it('when the CSV covers a returned order, then its lines say returned in the status column', async () => {
      const res = await fetch(`${shop.api.base}/reports/sales.csv?${range}`, {
        headers: { authorization: `Bearer ${shop.admin}` },
      });
      const rows = (await res.text()).split('\r\n').slice(1, -1);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(/^TB-\d+,2025-03-20 12:00,returned,Cash on Delivery,Rafiq Ahmed,Khulna,No,/);
      expect(rows[0]!.endsWith(',2,3000,6000,240,6240')).toBe(true);
    });
  });

  describe('CSV', () => {
    it('when the CSV is downloaded, then it is UTF-8 with a BOM, an attachment, and one quoted row per order line', async () => {
      const res = await shop.api.call('GET', '/reports/sales.csv?from=2025-03-10&to=2025-03-17', {
        token: shop.admin,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="sales-2025-03-10-to-2025-03-17.csv"',
      );
      const raw = Buffer.from(
        await (
          await fetch(`${shop.api.base}/reports/sales.csv?from=2025-03-10&to=2025-03-17`, {
            headers: { authorization: `Bearer ${shop.admin}` },
          })
        ).arrayBuffer(),
      );
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = raw.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Order reference,Date (Dhaka),Status,Payment type,Customer,District,Inside Dhaka,Product,Quantity,Unit price (BDT),Line total (BDT),Line shipping (BDT),Order total (BDT)',
      );
      expect(lines.at(-1)).toBe('');
      const rows = lines.slice(1, -1);
      expect(rows).toHaveLength(5); // O1 one line, O2 two, O3 one, O4 one
      expect(rows[0]).toMatch(/^TB-\d+,2025-03-10 23:59,pending,Cash on Delivery,Rafiq Ahmed,Dhaka,Yes,/);
      expect(rows[0]!.endsWith(',2,1000,2000,200,2200')).toBe(true);
      expect(rows.some((r) => r.includes(',"Sport 205, ""Grip"" Plus",1,3000,3000,120,4320'))).toBe(true);
      expect(rows.some((r) => r.includes(',2025-03-12 10:00,cancelled,'))).toBe(true);
    });
  });

  describe('refusals', () => {
    it.each([
      ['from after to', '/reports/sales?from=2025-03-17&to=2025-03-10', 'from'],
      ['more than two years', '/reports/summary?from=2023-01-01&to=2025-01-02', 'to'],
      ['not a calendar day', '/reports/sales?from=2025-02-30&to=2025-03-10', 'from'],
      ['not a date', '/reports/stock?to=yesterday', 'to'],
      ['an unknown granularity', '/reports/sales?granularity=year', 'granularity'],
      ['a negative threshold', '/reports/stock?threshold=-1', 'threshold'],
      ['a from after today with no to', '/reports/sales.csv?from=2999-01-01', 'from'],
    ])('when the query has %s, then it is 400 naming the field', async (_what, route, field) => {
      const res = await get(route);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_data');
      expect(res.body.fields[field]).toBeTruthy();
    });

    it('when a customer or nobody asks for a report, then it is 403 or 401', async () => {
      for (const route of ['/reports/sales', '/reports/summary', '/reports/stock', '/reports/sales.csv']) {
        expect((await get(route, shop.customer.token)).status).toBe(403);
        expect((await shop.api.call('GET', route)).status).toBe(401);
      }
    });
  });
});
