// Issue 41 (Steadfast): booking from the dashboard and Steadfast's webhook, against a Steadfast
// on loopback that answers as its merchant API documents (src/test/steadfast-server.ts).
import type { Order } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import {
  deliveryStatus,
  startFakeSteadfast,
  trackingUpdate,
  type FakeSteadfast,
} from '../../../test/steadfast-server';
import { eventually, messagesOf } from '../../messages/__tests__/outbox-helpers';
import {
  bkashOrder,
  codOrder,
  openShop,
  placeOrder,
  product,
  stockOf,
  type Shop,
} from '../../orders/__tests__/order-helpers';

const WEBHOOK_TOKEN = 'steadfast-webhook-token-0123456789';

describe('Steadfast settings', () => {
  it('when only some of the four are set, then the API refuses to start and names the missing ones', () => {
    expect(() =>
      loadConfig({ STEADFAST_BASE_URL: 'http://127.0.0.1:9/api/v1', STEADFAST_API_KEY: 'k' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ STEADFAST_BASE_URL: 'http://127.0.0.1:9/api/v1', STEADFAST_API_KEY: 'k' });
    } catch (e) {
      expect((e as Error).message).toContain('STEADFAST_SECRET_KEY');
      expect((e as Error).message).toContain('STEADFAST_WEBHOOK_TOKEN');
    }
  });

  it('when all four are set, then Steadfast is configured; when none, it is not', () => {
    const config = loadConfig({
      STEADFAST_BASE_URL: 'https://steadfast.example.com/api/v1/',
      STEADFAST_API_KEY: 'k',
      STEADFAST_SECRET_KEY: 's',
      STEADFAST_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    });
    expect(config.steadfast).toEqual({
      baseUrl: 'https://steadfast.example.com/api/v1',
      apiKey: 'k',
      secretKey: 's',
      webhookToken: WEBHOOK_TOKEN,
      timeoutMs: 20_000,
      sweepAfterMs: 6 * 3600_000,
    });
    expect(loadConfig({}).steadfast).toBeUndefined();
  });
});

describe('booking with Steadfast and hearing back', () => {
  let shop: Shop;
  let steadfast: FakeSteadfast;
  let productId: string;
  let webhookUrl: string;

  beforeAll(async () => {
    steadfast = await startFakeSteadfast();
    shop = await openShop({
      STEADFAST_BASE_URL: steadfast.baseUrl,
      STEADFAST_API_KEY: steadfast.apiKey,
      STEADFAST_SECRET_KEY: steadfast.secretKey,
      STEADFAST_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      STEADFAST_TIMEOUT: '1',
    });
    productId = (await product(shop, { price: 4500, stock: 1000 }))._id;
    webhookUrl = `${shop.api.base}/couriers/steadfast/webhook`;
  });
  afterAll(async () => {
    await shop.stop();
    await steadfast.stop();
  });

  const move = async (order: Order, status: string) => {
    const res = await shop.api.call('PUT', `/orders/${order.key}`, { token: shop.admin, body: { status } });
    expect(res.status).toBe(200);
    return res.body.order as Order;
  };

  async function processingCod(): Promise<Order> {
    const placed = await placeOrder(shop.api, codOrder([{ product: productId, quantity: 1 }]));
    expect(placed.status).toBe(201);
    return move(placed.body, 'processing');
  }

  const book = (...orders: Order[]) =>
    shop.api.call('POST', '/couriers/steadfast/bookings', {
      token: shop.admin,
      body: { orders: orders.map((o) => o._id) },
    });

  const read = async (order: Order) => (await shop.api.call('GET', `/orders/${order.key}`)).body as Order;
  const parcelsOf = (order: Order) => steadfast.parcels.filter((p) => p.invoice === order.reference);

  it('when the shop has its settings, then booking is offered (admins only)', async () => {
    expect((await shop.api.call('GET', '/couriers/steadfast', { token: shop.admin })).body).toEqual({
      enabled: true,
    });
    expect((await shop.api.call('GET', '/couriers/steadfast')).status).toBe(401);
    expect(
      (
        await shop.api.call('POST', '/couriers/steadfast/bookings', {
          token: shop.customer.token,
          body: { orders: [] },
        })
      ).status,
    ).toBe(403);
  });

  it('when an admin asks for Steadfast’s balance, then Steadfast is asked with the shop’s keys each time and its current balance answered (admins only)', async () => {
    const asked = () => steadfast.calls.filter((c) => c === 'GET /get_balance').length;
    const before = asked();
    steadfast.balance = 48_250.5;
    const res = await shop.api.call('GET', '/couriers/steadfast/balance', { token: shop.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toMatchObject({ enabled: true, balance: 48_250.5 });
    expect(Date.parse(res.body.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
    // never kept: the next look asks again and sees the new balance
    steadfast.balance = 0;
    expect(
      (await shop.api.call('GET', '/couriers/steadfast/balance', { token: shop.admin })).body,
    ).toMatchObject({ enabled: true, balance: 0 });
    expect(asked() - before).toBe(2);
    expect((await shop.api.call('GET', '/couriers/steadfast/balance')).status).toBe(401);
    expect(
      (await shop.api.call('GET', '/couriers/steadfast/balance', { token: shop.customer.token })).status,
    ).toBe(403);
    steadfast.balance = 12_500;
  });

  it('when Steadfast does not answer the balance in time, then the admin is told it could not be reached (503), and the next look works', async () => {
    steadfast.hangNextBalance(1500); // STEADFAST_TIMEOUT is 1 s here
    const res = await shop.api.call('GET', '/couriers/steadfast/balance', { token: shop.admin });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'unavailable', messageCode: 'steadfast.unreachable' });
    expect(res.body.message).toBe('Steadfast could not be reached. Please try again in a moment');
    const again = await shop.api.call('GET', '/couriers/steadfast/balance', { token: shop.admin });
    expect(again.body).toMatchObject({ enabled: true, balance: 12_500 });
  });

  it('when an admin books a Cash on Delivery order, then Steadfast gets one parcel for its total and the order is shipped with the consignment and tracking code, and the customer’s SMS names it', async () => {
    const order = await processingCod();
    const res = await book(order);
    expect(res.status).toBe(200);
    const [result] = res.body.results;
    expect(result).toMatchObject({
      orderId: order._id,
      reference: order.reference,
      booked: true,
      replayed: false,
    });
    const [parcel] = parcelsOf(order);
    expect(parcelsOf(order)).toHaveLength(1);
    expect(parcel).toMatchObject({
      invoice: order.reference,
      recipient_name: order.customer.name,
      recipient_phone: order.customer.mobileNumber,
      cod_amount: order.total,
    });
    expect(parcel!.recipient_address).toContain(order.customer.address);
    const shipped = result.order as Order;
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({
      courier: { name: 'Steadfast Courier' },
      consignmentId: String(parcel!.consignment_id),
      trackingNumber: parcel!.tracking_code,
      trackingUrl: `https://steadfast.com.bd/t/${parcel!.tracking_code}`,
      codAmount: order.total,
    });
    expect(shipped.history.at(-1)).toMatchObject({ from: 'processing', to: 'shipped' });
    expect((await read(order)).status).toBe('shipped');
    const sms = await eventually(
      () => messagesOf({ ...shop, productId, stop: shop.stop }, order),
      (list) => list.some((m) => m.event === 'shipped' && m.channel === 'sms'),
    );
    expect(sms.find((m) => m.event === 'shipped' && m.channel === 'sms')!.text).toContain(
      parcel!.tracking_code,
    );
  });

  it('when a paid (bKash) order is booked, then Steadfast is asked to collect nothing', async () => {
    const placed = await placeOrder(shop.api, bkashOrder([{ product: productId, quantity: 1 }]));
    expect(placed.status).toBe(201);
    await move(placed.body, 'pending');
    const order = await move(placed.body, 'processing');
    expect((await book(order)).body.results[0].booked).toBe(true);
    expect(parcelsOf(order).map((p) => p.cod_amount)).toEqual([0]);
  });

  it('when the admin presses twice, then the second press books nothing and answers the same shipment', async () => {
    const order = await processingCod();
    const first = (await book(order)).body.results[0];
    const second = (await book(order)).body.results[0];
    expect(first).toMatchObject({ booked: true, replayed: false });
    expect(second).toMatchObject({ booked: true, replayed: true });
    expect(second.order.shipment).toEqual(first.order.shipment);
    expect(parcelsOf(order)).toHaveLength(1);
  });

  it('when two bookings of one order arrive together, then Steadfast gets one parcel and the other is told it is in progress', async () => {
    const order = await processingCod();
    steadfast.createDelayMs = 400;
    try {
      const answers = await Promise.all([book(order), book(order), book(order)]);
      const results = answers.map((a) => a.body.results[0]);
      expect(results.filter((r) => r.booked && !r.replayed)).toHaveLength(1);
      for (const r of results.filter((r) => !r.booked)) expect(r.problem).toBe('in_progress');
    } finally {
      steadfast.createDelayMs = 0;
    }
    expect(parcelsOf(order)).toHaveLength(1);
    expect((await read(order)).status).toBe('shipped');
  });

  it('when Steadfast does not answer in time, then the retry asks by invoice first and books no second parcel', async () => {
    const order = await processingCod();
    steadfast.hangNextCreate(2500);
    const first = (await book(order)).body.results[0];
    expect(first).toMatchObject({ booked: false, problem: 'unanswered' });
    expect((await read(order)).status).toBe('processing');
    expect(parcelsOf(order)).toHaveLength(1); // Steadfast did book it

    const retry = (await book(order)).body.results[0];
    expect(retry).toMatchObject({ booked: true });
    expect(steadfast.calls).toContain(`GET /status_by_invoice/${order.reference}`);
    expect(parcelsOf(order)).toHaveLength(1);
    expect(retry.order.status).toBe('shipped');
    expect(retry.order.shipment.courier.name).toBe('Steadfast Courier');
  });

  it('when the connection drops before the answer, then the retry finds the parcel and books no second one', async () => {
    const order = await processingCod();
    steadfast.dropNextCreate();
    expect((await book(order)).body.results[0]).toMatchObject({ booked: false, problem: 'unanswered' });
    expect((await book(order)).body.results[0]).toMatchObject({ booked: true });
    expect(parcelsOf(order)).toHaveLength(1);
  });

  it('when Steadfast refuses a parcel, then no booking is kept and a later try books one', async () => {
    const order = await processingCod();
    steadfast.refuseNextCreate();
    expect((await book(order)).body.results[0]).toMatchObject({ booked: false, problem: 'refused' });
    expect(parcelsOf(order)).toHaveLength(0);
    const again = (await book(order)).body.results[0];
    expect(again).toMatchObject({ booked: true, replayed: false });
    expect(parcelsOf(order)).toHaveLength(1);
    expect(again.order.shipment.trackingNumber).toBe(parcelsOf(order)[0]!.tracking_code);
  });

  it('when an order is not processing, then it is not booked', async () => {
    const placed = await placeOrder(shop.api, codOrder([{ product: productId, quantity: 1 }]));
    const res = await book(placed.body);
    expect(res.body.results[0]).toMatchObject({ booked: false, problem: 'not_ready' });
    expect(parcelsOf(placed.body)).toHaveLength(0);
  });

  it('when many orders are booked at once, then each answers on its own', async () => {
    const a = await processingCod();
    const b = await processingCod();
    const pending = (await placeOrder(shop.api, codOrder([{ product: productId, quantity: 1 }])))
      .body as Order;
    const res = await book(a, pending, b);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { booked: boolean; problem?: string }) => [r.booked, r.problem])).toEqual(
      [
        [true, undefined],
        [false, 'not_ready'],
        [true, undefined],
      ],
    );
    expect(parcelsOf(a)).toHaveLength(1);
    expect(parcelsOf(b)).toHaveLength(1);
    // the two fresh ones in one bulk call
    expect(steadfast.calls.filter((c) => c === 'POST /create_order/bulk-order')).toHaveLength(1);
    expect(res.body.results[0].order.shipment.trackingNumber).toBe(parcelsOf(a)[0]!.tracking_code);
    // booked again together: nothing new is asked of Steadfast
    const again = await book(a, b);
    expect(again.body.results.map((r: { replayed: boolean }) => r.replayed)).toEqual([true, true]);
    expect(steadfast.calls.filter((c) => c === 'POST /create_order/bulk-order')).toHaveLength(1);
  });

  async function bookedOrder() {
    const order = await processingCod();
    const result = (await book(order)).body.results[0];
    expect(result.booked).toBe(true);
    return { order: result.order as Order, parcel: parcelsOf(order)[0]! };
  }

  it('when the webhook comes without the right token, then it is refused and nothing moves', async () => {
    const { order, parcel } = await bookedOrder();
    const wrong = await steadfast.notify(webhookUrl, 'not-the-token', deliveryStatus(parcel, 'delivered'));
    expect(wrong.status).toBe(401);
    const none = await shop.api.call('POST', '/couriers/steadfast/webhook', {
      body: deliveryStatus(parcel, 'delivered'),
    });
    expect(none.status).toBe(401);
    expect((await read(order)).status).toBe('shipped');
  });

  it('when Steadfast says delivered, then the order is completed with the amount collected and the charge, once, and a late update never moves it back', async () => {
    const { order, parcel } = await bookedOrder();
    const transit = await steadfast.notify(
      webhookUrl,
      WEBHOOK_TOKEN,
      trackingUpdate(parcel, 'At the Dhaka hub'),
    );
    expect(transit).toMatchObject({ status: 200, body: { status: 'success' } });
    expect((await read(order)).status).toBe('shipped');

    const delivered = await steadfast.notify(
      webhookUrl,
      WEBHOOK_TOKEN,
      deliveryStatus(parcel, 'delivered', { cod_amount: parcel.cod_amount, delivery_charge: 60 }),
    );
    expect(delivered).toMatchObject({ status: 200, body: { status: 'success', message: 'Status applied' } });
    const done = await read(order);
    expect(done.status).toBe('completed');
    expect(done.shipment).toMatchObject({
      consignmentId: String(parcel.consignment_id),
      collected: parcel.cod_amount,
      deliveryCharge: 60,
      courierStatus: 'delivered',
    });
    expect(done.history.at(-1)).toMatchObject({
      from: 'shipped',
      to: 'completed',
      by: { name: 'Steadfast' },
    });

    // the same call again, then late ones: nothing changes
    const again = await steadfast.notify(webhookUrl, WEBHOOK_TOKEN, deliveryStatus(parcel, 'delivered'));
    expect(again).toMatchObject({ status: 200, body: { message: 'Already applied' } });
    await steadfast.notify(webhookUrl, WEBHOOK_TOKEN, deliveryStatus(parcel, 'pending'));
    await steadfast.notify(webhookUrl, WEBHOOK_TOKEN, trackingUpdate(parcel, 'In transit'));
    await steadfast.notify(webhookUrl, WEBHOOK_TOKEN, deliveryStatus(parcel, 'cancelled'));
    const after = await read(order);
    expect(after.status).toBe('completed');
    expect(after.history.filter((h) => h.to === 'completed')).toHaveLength(1);
    expect(after.shipment).toEqual(done.shipment);
    const messages = await eventually(
      () => messagesOf({ ...shop, productId, stop: shop.stop }, order),
      (list) => list.some((m) => m.event === 'completed'),
    );
    expect(messages.filter((m) => m.event === 'completed' && m.channel === 'sms')).toHaveLength(1);
  });

  it('when the same delivered call arrives twice at once, then the order is completed once', async () => {
    const { order, parcel } = await bookedOrder();
    const answers = await Promise.all(
      [1, 2, 3].map(() => steadfast.notify(webhookUrl, WEBHOOK_TOKEN, deliveryStatus(parcel, 'delivered'))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const after = await read(order);
    expect(after.status).toBe('completed');
    expect(after.history.filter((h) => h.to === 'completed')).toHaveLength(1);
  });

  it('when Steadfast says cancelled (the parcel came back), then the order is returned, its stock waits for the admin and the customer is told', async () => {
    const { order, parcel } = await bookedOrder();
    const before = await stockOf(shop, productId);
    const res = await steadfast.notify(
      webhookUrl,
      WEBHOOK_TOKEN,
      deliveryStatus(parcel, 'cancelled', { cod_amount: 0, tracking_message: 'Customer refused' }),
    );
    expect(res.status).toBe(200);
    const after = await read(order);
    expect(after.status).toBe('returned');
    expect(after.history.at(-1)).toMatchObject({
      from: 'shipped',
      to: 'returned',
      by: { name: 'Steadfast' },
      note: 'Steadfast: parcel returned',
    });
    expect(after.parcelReturn).toMatchObject({ reason: 'returned', note: 'Customer refused' });
    expect(after.parcelReturn!.resolution).toBeUndefined();
    expect(after.shipment).toMatchObject({ courierStatus: 'cancelled', update: { state: 'returned' } });
    // nothing goes back into stock until an admin has looked at the goods
    expect(await stockOf(shop, productId)).toBe(before);
    // a late delivered does not bring it back
    await steadfast.notify(webhookUrl, WEBHOOK_TOKEN, deliveryStatus(parcel, 'delivered'));
    expect((await read(order)).status).toBe('returned');
    const messages = await eventually(
      () => messagesOf({ ...shop, productId, stop: shop.stop }, order),
      (list) => list.some((m) => m.event === 'returned' && m.channel === 'sms'),
    );
    expect(messages.find((m) => m.event === 'returned' && m.channel === 'sms')!.text).toContain(
      order.reference,
    );
  });

  it('when the webhook names a consignment the shop never booked, then it is answered and ignored', async () => {
    const res = await steadfast.notify(webhookUrl, WEBHOOK_TOKEN, {
      notification_type: 'delivery_status',
      consignment_id: 99999999,
      invoice: 'TB-990001',
      status: 'delivered',
      cod_amount: 100,
      delivery_charge: 60,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { status: 'success', message: 'Unknown consignment: ignored' },
    });
  });

  it('when the webhook body is not Steadfast’s, then it is refused with 400', async () => {
    const res = await steadfast.notify(webhookUrl, WEBHOOK_TOKEN, {
      notification_type: 'something',
      consignment_id: 'x',
    });
    expect(res.status).toBe(400);
  });
});

describe('Steadfast’s balance when Steadfast is away or refuses the keys', () => {
  const settings = (steadfast: FakeSteadfast, apiKey = steadfast.apiKey) => ({
    STEADFAST_BASE_URL: steadfast.baseUrl,
    STEADFAST_API_KEY: apiKey,
    STEADFAST_SECRET_KEY: steadfast.secretKey,
    STEADFAST_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
  });

  it('when Steadfast cannot be reached (nothing listens), then the balance is 503 saying so', async () => {
    const steadfast = await startFakeSteadfast();
    await steadfast.stop();
    const shop = await openShop(settings(steadfast));
    try {
      const res = await shop.api.call('GET', '/couriers/steadfast/balance', { token: shop.admin });
      expect(res.status).toBe(503);
      expect(res.body.messageCode).toBe('steadfast.unreachable');
    } finally {
      await shop.stop();
    }
  });

  it('when Steadfast refuses the shop’s keys, then the balance is 503 naming the settings to check', async () => {
    const steadfast = await startFakeSteadfast();
    const shop = await openShop(settings(steadfast, 'a-wrong-key'));
    try {
      const res = await shop.api.call('GET', '/couriers/steadfast/balance', { token: shop.admin });
      expect(res.status).toBe(503);
      expect(res.body.messageCode).toBe('steadfast.keysRefused');
      expect(res.body.message).toContain('STEADFAST_API_KEY');
      expect(steadfast.calls).toEqual(['GET /get_balance']);
    } finally {
      await shop.stop();
      await steadfast.stop();
    }
  });
});

describe('the sweeper', () => {
  it('when a shipped parcel heard nothing for STEADFAST_SWEEP_AFTER, then Steadfast is asked by consignment and its delivered status completes the order', async () => {
    const steadfast = await startFakeSteadfast();
    const shop = await openShop({
      STEADFAST_BASE_URL: steadfast.baseUrl,
      STEADFAST_API_KEY: steadfast.apiKey,
      STEADFAST_SECRET_KEY: steadfast.secretKey,
      STEADFAST_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      STEADFAST_SWEEP_AFTER: '1s',
    });
    try {
      const productId = (await product(shop, { stock: 10 }))._id;
      const placed = (await placeOrder(shop.api, codOrder([{ product: productId, quantity: 1 }])))
        .body as Order;
      await shop.api.call('PUT', `/orders/${placed.key}`, {
        token: shop.admin,
        body: { status: 'processing' },
      });
      const booked = await shop.api.call('POST', '/couriers/steadfast/bookings', {
        token: shop.admin,
        body: { orders: [placed._id] },
      });
      expect(booked.body.results[0].booked).toBe(true);
      const parcel = steadfast.parcels[0]!;
      // no webhook comes: Steadfast's side says delivered
      steadfast.setStatus(parcel.consignment_id, 'delivered');
      const done = await eventually(
        async () => (await shop.api.call('GET', `/orders/${placed.key}`)).body as Order,
        (o) => o.status === 'completed',
        10_000,
      );
      expect(done.shipment).toMatchObject({ courierStatus: 'delivered' });
      expect(done.history.at(-1)).toMatchObject({
        from: 'shipped',
        to: 'completed',
        by: { name: 'Steadfast' },
      });
      expect(steadfast.calls).toContain(`GET /status_by_cid/${parcel.consignment_id}`);
    } finally {
      await shop.stop();
      await steadfast.stop();
    }
  }, 20_000);
});
