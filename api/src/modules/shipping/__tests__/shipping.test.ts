// Issue 41: returned orders (resolved once: restock or not), a customer's record before booking,
// and the COD report per courier, with both couriers on loopback (src/test/steadfast-server.ts,
// src/test/pathao-server.ts) and a courier chosen by hand.
import type { CodReport, CustomerRecord, Order } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathaoEvent, startFakePathao, type FakePathao } from '../../../test/pathao-server';
import { deliveryStatus, startFakeSteadfast, type FakeSteadfast } from '../../../test/steadfast-server';
import { newMobile, openShop, product, stockOf, type Shop } from '../../orders/__tests__/order-helpers';
import { codReport } from '../cod-report';
import { bookWithPathao, moveOrder, processingOrder } from './courier-test-helpers';

const STEADFAST_TOKEN = 'steadfast-webhook-token-0123456789';

describe('shipping across couriers', () => {
  let shop: Shop;
  let pathao: FakePathao;
  let steadfast: FakeSteadfast;
  let productId: string;

  beforeAll(async () => {
    pathao = await startFakePathao();
    steadfast = await startFakeSteadfast();
    shop = await openShop({
      ...pathao.env,
      STEADFAST_BASE_URL: steadfast.baseUrl,
      STEADFAST_API_KEY: steadfast.apiKey,
      STEADFAST_SECRET_KEY: steadfast.secretKey,
      STEADFAST_WEBHOOK_TOKEN: STEADFAST_TOKEN,
      // one customer's many orders (the record) stay under the per-number limit
      ORDER_LIMIT_PER_MOBILE: '50/3600',
    });
    productId = (await product(shop, { price: 5000, stock: 1000, inside: 100 }))._id;
  });
  afterAll(async () => {
    await shop.stop();
    await pathao.stop();
    await steadfast.stop();
  });

  const put = (order: Order, body: Record<string, unknown>) => moveOrder(shop, order, body);

  const processing = (mobileNumber = newMobile(), quantity = 1) =>
    processingOrder(shop, productId, { mobileNumber }, quantity);

  /** Shipped with a courier of the list, by hand. */
  async function shippedByHand(mobileNumber = newMobile(), quantity = 1): Promise<Order> {
    const order = await processing(mobileNumber, quantity);
    const couriers = (await shop.api.call('GET', '/couriers', { token: shop.admin })).body as {
      _id: string;
      name: string;
    }[];
    const redx = couriers.find((c) => c.name === 'RedX')!;
    return put(order, { status: 'shipped', courier: redx._id, trackingNumber: 'RX1001' });
  }

  async function withPathao(mobileNumber = newMobile()) {
    const { order, parcel } = await bookWithPathao(shop, pathao, await processing(mobileNumber));
    const tell = (event: string, extra: Record<string, unknown> = {}) =>
      pathao.notify(
        `${shop.api.base}/couriers/pathao/webhook`,
        pathao.webhookSecret,
        pathaoEvent(parcel, event, extra),
      );
    return { order, parcel, tell };
  }

  async function withSteadfast() {
    const order = await processing();
    const res = await shop.api.call('POST', '/couriers/steadfast/bookings', {
      token: shop.admin,
      body: { orders: [order._id] },
    });
    expect(res.body.results[0].booked).toBe(true);
    const parcel = steadfast.parcels.find((p) => p.invoice === order.reference)!;
    return { order, parcel };
  }

  const resolve = (order: Order, body: Record<string, unknown>, token = shop.admin) =>
    shop.api.call('POST', `/orders/${order._id}/return`, { token, body });

  describe('a returned order', () => {
    it('when an admin marks a parcel of a courier chosen by hand returned, then the order is returned and waits for the admin’s decision', async () => {
      const order = await shippedByHand();
      const returned = await put(order, { status: 'returned' });
      expect(returned.parcelReturn).toMatchObject({ reason: 'returned' });
      expect(returned.parcelReturn!.resolution).toBeUndefined();
      // returned is final: no move leads anywhere from it
      const again = await shop.api.call('PUT', `/orders/${order.key}`, {
        token: shop.admin,
        body: { status: 'cancelled' },
      });
      expect(again.status).toBe(409);
    });

    it('when the admin restocks it, twice at once, then its goods go back into stock exactly once', async () => {
      const order = await put(await shippedByHand(newMobile(), 3), { status: 'returned' });
      const before = await stockOf(shop, productId);
      const answers = await Promise.all([1, 2, 3].map(() => resolve(order, { restock: true })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const won = answers.find((a) => a.status === 200)!;
      expect(won.body.message).toBe(`The goods of order ${order.reference} are back in stock`);
      expect(won.body.order.parcelReturn.resolution).toMatchObject({
        restocked: true,
        by: { _id: expect.any(String) },
      });
      for (const lost of answers.filter((a) => a.status === 409))
        expect(lost.body.message).toBe(`The return of order ${order.reference} was resolved already`);
      expect(await stockOf(shop, productId)).toBe(before + 3);
      expect((await resolve(order, { restock: false })).status).toBe(409);
      expect(await stockOf(shop, productId)).toBe(before + 3);
    });

    it('when the admin keeps the goods out (damaged), then nothing goes back into stock', async () => {
      const order = await put(await shippedByHand(), { status: 'returned' });
      const before = await stockOf(shop, productId);
      const res = await resolve(order, { restock: false, note: 'The tyre came back cut' });
      expect(res.status).toBe(200);
      expect(res.body.order.parcelReturn).toMatchObject({
        note: 'The tyre came back cut',
        resolution: { restocked: false },
      });
      expect(await stockOf(shop, productId)).toBe(before);
    });

    it('when the order is not returned, the body is wrong or the caller is no admin, then nothing happens', async () => {
      const order = await shippedByHand();
      const shipped = await resolve(order, { restock: true });
      expect(shipped.status).toBe(409);
      expect(shipped.body.message).toBe(`Order ${order.reference} is not returned`);
      const bad = await resolve(order, { restock: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ restock: 'must be true or false' });
      expect((await resolve(order, { restock: true }, shop.customer.token)).status).toBe(403);
      expect(
        (await shop.api.call('POST', `/orders/${order._id}/return`, { body: { restock: true } })).status,
      ).toBe(401);
      const missing = await resolve({ ...order, _id: '0123456789abcdef01234567' }, { restock: true });
      expect(missing.status).toBe(404);
    });
  });

  describe('the customer’s record', () => {
    it('when a number has earlier orders, then the admin sees how they ended: delivered, refused, returned, cancelled, open', async () => {
      const mobile = newMobile();
      const delivered = await withPathao(mobile);
      await delivered.tell('order.delivered', { collected_amount: delivered.order.total });
      const refused = await withPathao(mobile);
      await refused.tell('order.paid-return', { collected_amount: 60 });
      await put(await shippedByHand(mobile), { status: 'returned' });
      await put(await processing(mobile), { status: 'cancelled' });
      await processing(mobile);
      const current = await processing(mobile);
      const res = await shop.api.call('GET', `/orders/${current._id}/customer-record`, { token: shop.admin });
      expect(res.status).toBe(200);
      const record = res.body as CustomerRecord;
      expect(record).toMatchObject({
        mobileNumber: mobile,
        orders: 5,
        completed: 1,
        refused: 1,
        returned: 1,
        cancelled: 1,
        open: 1,
      });
      expect(record.recent).toHaveLength(5);
      expect(record.recent.map((o) => o._id)).not.toContain(current._id);
      const fresh = await processing();
      const none = (await shop.api.call('GET', `/orders/${fresh._id}/customer-record`, { token: shop.admin }))
        .body as CustomerRecord;
      expect(none).toMatchObject({ orders: 0, refused: 0, returned: 0, recent: [] });
      expect(
        (await shop.api.call('GET', `/orders/${fresh._id}/customer-record`, { token: shop.customer.token }))
          .status,
      ).toBe(403);
    });
  });

  describe('the COD report', () => {
    it('when parcels were delivered, returned, paid or are on the way, then each courier’s money adds up, and the CSV says the same', async () => {
      const before = (await shop.api.call('GET', '/reports/cod', { token: shop.admin })).body as CodReport;
      const none = codReport({ from: '', to: '' }, []).totals;
      const figuresOf = (report: CodReport, courier: string) =>
        report.couriers.find((c) => c.courier === courier) ?? none;
      // Pathao: one delivered and paid, one delivered not paid yet, one refused (the customer paid the charge)
      const paid = await withPathao();
      await paid.tell('order.delivered', { collected_amount: paid.order.total });
      await paid.tell('order.paid', { invoice_id: 'INV-1' });
      const unpaid = await withPathao();
      await unpaid.tell('order.delivered', { collected_amount: unpaid.order.total });
      const refused = await withPathao();
      await refused.tell('order.paid-return', { collected_amount: 60, delivery_fee: 60 });
      // Steadfast: one delivered, one on the way
      const sf = await withSteadfast();
      await steadfast.notify(
        `${shop.api.base}/couriers/steadfast/webhook`,
        STEADFAST_TOKEN,
        deliveryStatus(sf.parcel, 'delivered', { cod_amount: sf.order.total, delivery_charge: 70 }),
      );
      await withSteadfast();
      // by hand: one completed, one on the way
      await put(await shippedByHand(), { status: 'completed' });
      await shippedByHand();

      const res = await shop.api.call('GET', '/reports/cod', { token: shop.admin });
      expect(res.status).toBe(200);
      const report = res.body as CodReport;
      const total = paid.order.total;
      const diff = (courier: string) => {
        const a = figuresOf(report, courier);
        const b = figuresOf(before, courier);
        return Object.fromEntries(
          Object.entries(a)
            .filter(([, v]) => typeof v === 'number')
            .map(([k, v]) => [k, (v as number) - ((b as Record<string, unknown>)[k] as number)]),
        );
      };
      expect(diff('Pathao Courier')).toEqual({
        parcels: 3,
        open: 0,
        delivered: 2,
        returned: 1,
        expected: 3 * total,
        collected: 2 * total + 60,
        deliveryCharges: 3 * 60,
        settled: total - 60,
        owed: total - 60 + 60 - 60,
      });
      expect(diff('Steadfast Courier')).toEqual({
        parcels: 2,
        open: 1,
        delivered: 1,
        returned: 0,
        expected: 2 * total,
        collected: total,
        deliveryCharges: 70,
        settled: 0,
        owed: total - 70,
      });
      // a courier chosen by hand: a completed order counts as collected and paid
      expect(diff('RedX')).toMatchObject({
        parcels: 2,
        open: 1,
        delivered: 1,
        collected: total,
        settled: total,
        owed: 0,
      });
      expect(report.couriers.find((c) => c.courier === 'Pathao Courier')!.carrier).toBe('pathao');
      expect(report.totals.owed).toBe(report.couriers.reduce((sum, c) => sum + c.owed, 0));

      const csv = await shop.api.call('GET', '/reports/cod.csv', { token: shop.admin });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const text = Buffer.from(csv.body as Buffer).toString('utf8');
      const lines = text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Courier,Parcels,On the way,Delivered,Returned,COD to collect,Collected,Delivery charges,Paid to the shop,Still owed',
      );
      const pathaoRow = report.couriers.find((c) => c.courier === 'Pathao Courier')!;
      expect(lines).toContain(
        `Pathao Courier,${pathaoRow.parcels},${pathaoRow.open},${pathaoRow.delivered},${pathaoRow.returned},${pathaoRow.expected},${pathaoRow.collected},${pathaoRow.deliveryCharges},${pathaoRow.settled},${pathaoRow.owed}`,
      );
      expect(lines.at(-1)!.startsWith(`Total,${report.totals.parcels},`)).toBe(true);
      expect((await shop.api.call('GET', '/reports/cod', { token: shop.customer.token })).status).toBe(403);
      expect((await shop.api.call('GET', '/reports/cod?from=2026-02-30', { token: shop.admin })).status).toBe(
        400,
      );
    });
  });
});
