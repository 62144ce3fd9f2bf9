// Issue 41 (Pathao): the settings, Pathao's places kept in the store, the destination proposed for
// an order, and booking from the dashboard, against a Pathao on loopback that answers as its
// merchant API documents (src/test/pathao-server.ts).
import type { Category, Order } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { adapters } from '../../../lib/store/__tests__/store-adapters';
import { pathaoEvent, startFakePathao, type FakePathao } from '../../../test/pathao-server';
import { bkashOrder, codOrder, placeOrder, type Shop } from '../../orders/__tests__/order-helpers';
import {
  DHANMONDI,
  messagesOnceSms,
  moveOrder,
  processingOrder,
  readOrder,
  openPathaoShop,
  type PathaoShop,
} from '../../shipping/__tests__/courier-test-helpers';
import { PathaoClient } from '../pathao.client';

describe('Pathao settings', () => {
  const all = {
    PATHAO_BASE_URL: 'https://courier-api-sandbox.example.com/',
    PATHAO_CLIENT_ID: 'id',
    PATHAO_CLIENT_SECRET: 'secret',
    PATHAO_USERNAME: 'merchant@example.com',
    PATHAO_PASSWORD: 'pass',
    PATHAO_STORE_ID: '130820',
    PATHAO_WEBHOOK_SECRET: 'pathao-webhook-secret-0123',
  };

  it('when only some of the seven are set, then the API refuses to start and names the missing ones', () => {
    const some = { PATHAO_BASE_URL: all.PATHAO_BASE_URL, PATHAO_CLIENT_ID: 'id' };
    expect(() => loadConfig(some)).toThrow(ConfigError);
    try {
      loadConfig(some);
    } catch (e) {
      for (const missing of ['PATHAO_CLIENT_SECRET', 'PATHAO_STORE_ID', 'PATHAO_WEBHOOK_SECRET'])
        expect((e as Error).message).toContain(missing);
    }
  });

  it('when the base address carries a path or the store is not a number, then it is refused', () => {
    expect(() => loadConfig({ ...all, PATHAO_BASE_URL: 'https://x.example.com/aladdin/api/v1' })).toThrow(
      /PATHAO_BASE_URL/,
    );
    expect(() => loadConfig({ ...all, PATHAO_STORE_ID: 'main' })).toThrow(/PATHAO_STORE_ID/);
    expect(() => loadConfig({ ...all, PATHAO_WEBHOOK_SECRET: 'short' })).toThrow(/PATHAO_WEBHOOK_SECRET/);
  });

  it('when all seven are set, then Pathao is configured; when none, it is not', () => {
    expect(loadConfig(all).pathao).toEqual({
      baseUrl: 'https://courier-api-sandbox.example.com',
      clientId: 'id',
      clientSecret: 'secret',
      username: 'merchant@example.com',
      password: 'pass',
      storeId: 130820,
      webhookSecret: 'pathao-webhook-secret-0123',
      timeoutMs: 20_000,
      sweepAfterMs: 6 * 3600_000,
    });
    expect(loadConfig({}).pathao).toBeUndefined();
  });
});

describe('Pathao’s access token', () => {
  it('when the token is near its end, then it is renewed with the refresh token; when Pathao revokes it, a new one is asked once', async () => {
    const pathao = await startFakePathao();
    const opened = await adapters[0]![1]();
    let now = Date.now();
    try {
      const config = loadConfig(pathao.env).pathao!;
      const client = new PathaoClient(config, opened.store, () => now);
      await client.cities();
      await client.cities();
      expect(pathao.grants).toEqual(['password']);
      // five days later (Pathao's tokens last 432000 s): renewed before it ends
      now += 432_000_000 - 1800_000;
      await client.cities();
      expect(pathao.grants).toEqual(['password', 'refresh_token']);
      // another instance on the same store uses the stored token
      await new PathaoClient(config, opened.store, () => now).zones(1);
      expect(pathao.grants).toHaveLength(2);
      pathao.revokeTokens();
      expect((await client.zones(1)).map((z) => z.name)).toContain('Dhanmondi');
      expect(pathao.grants).toEqual(['password', 'refresh_token', 'password']);
    } finally {
      await opened.store.close();
      await opened.cleanup();
      await pathao.stop();
    }
  });
});

describe('booking with Pathao', () => {
  let shop: Shop;
  let pathao: FakePathao;
  let productId: string;
  let webhookUrl: string;

  let opened: PathaoShop;
  beforeAll(async () => {
    opened = await openPathaoShop({ PATHAO_TIMEOUT: '1' });
    ({ shop, pathao, productId, webhookUrl } = opened);
  });
  afterAll(() => opened.stop());

  const move = (order: Order, status: string) => moveOrder(shop, order, { status });
  const processingCod = (customer: Record<string, string> = {}, quantity = 1) =>
    processingOrder(shop, productId, customer, quantity);

  const book = (...parcels: ({ order: Order } & Record<string, unknown>)[]) =>
    shop.api.call('POST', '/couriers/pathao/bookings', {
      token: shop.admin,
      body: { parcels: parcels.map(({ order, ...rest }) => ({ order: order._id, ...DHANMONDI, ...rest })) },
    });

  const read = (order: Order) => readOrder(shop, order);
  const parcelsOf = (order: Order) => pathao.parcels.filter((p) => p.merchant_order_id === order.reference);
  const creates = () => pathao.calls.filter((c) => c === 'POST /orders').length;

  it('when the shop has its settings, then booking is offered (admins only)', async () => {
    expect((await shop.api.call('GET', '/couriers/pathao', { token: shop.admin })).body).toEqual({
      enabled: true,
    });
    expect((await shop.api.call('GET', '/couriers/pathao')).status).toBe(401);
    expect(
      (await shop.api.call('GET', '/couriers/pathao/cities', { token: shop.customer.token })).status,
    ).toBe(403);
  });

  it('when the lists are asked for again and again, then Pathao is asked once for each: they are kept', async () => {
    for (let i = 0; i < 3; i++) {
      const cities = await shop.api.call('GET', '/couriers/pathao/cities', { token: shop.admin });
      expect(cities.status).toBe(200);
      expect(cities.body).toContainEqual({ id: 2, name: 'Chittagong' });
      const zones = await shop.api.call('GET', '/couriers/pathao/cities/1/zones', { token: shop.admin });
      expect(zones.body).toContainEqual({ id: 52, name: 'Dhanmondi' });
      const areas = await shop.api.call('GET', '/couriers/pathao/zones/52/areas', { token: shop.admin });
      expect(areas.body).toContainEqual({ id: 39, name: 'Road 4', homeDelivery: true });
    }
    expect(pathao.calls.filter((c) => c === 'GET /city-list')).toHaveLength(1);
    expect(pathao.calls.filter((c) => c === 'GET /cities/1/zone-list')).toHaveLength(1);
    expect(pathao.calls.filter((c) => c === 'GET /zones/52/area-list')).toHaveLength(1);
    expect(pathao.grants).toEqual(['password']);
    const bad = await shop.api.call('GET', '/couriers/pathao/cities/abc/zones', { token: shop.admin });
    expect(bad.status).toBe(400);
  });

  it('when an order is from Chattogram or Cumilla, then Pathao’s older spellings are proposed, with the zone its thana names', async () => {
    const ctg = await processingCod({
      district: 'Chattogram',
      thana: 'Agrabad',
      address: 'House 3, CDA Avenue',
    });
    const res = await shop.api.call('GET', `/couriers/pathao/orders/${ctg._id}/destination`, {
      token: shop.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      city: { id: 2, name: 'Chittagong' },
      zone: { id: 101, name: 'Agrabad' },
      weight: 3,
      estimatedWeight: 3,
      tooHeavy: false,
      quantity: 1,
      codAmount: ctg.total,
    });
    const cumilla = await processingCod({ district: 'Cumilla', thana: 'Kotwali' }, 3);
    const proposed = (
      await shop.api.call('GET', `/couriers/pathao/orders/${cumilla._id}/destination`, { token: shop.admin })
    ).body;
    expect(proposed).toMatchObject({ city: { id: 8, name: 'Comilla' }, zone: null, area: null, weight: 9 });
  });

  it('when the address names an area of the zone, then it is proposed too', async () => {
    const order = await processingCod({ district: 'Dhaka', thana: 'Dhanmondi', address: 'House 8, Road 4' });
    const res = await shop.api.call('GET', `/couriers/pathao/orders/${order._id}/destination`, {
      token: shop.admin,
    });
    expect(res.body).toMatchObject({
      city: { id: 1, name: 'Dhaka' },
      zone: { id: 52, name: 'Dhanmondi' },
      area: { id: 39, name: 'Road 4', homeDelivery: true },
    });
  });

  it('when an admin books a Cash on Delivery order, then Pathao gets one parcel as documented, the order is shipped with its consignment and the customer’s SMS names it', async () => {
    const order = await processingCod({ thana: 'Dhanmondi', address: 'House 8, Road 4' }, 2);
    const res = await book({ order, area: 39, weight: 6, deliveryType: 12 });
    expect(res.status).toBe(200);
    const [result] = res.body.results;
    expect(result).toMatchObject({
      orderId: order._id,
      reference: order.reference,
      booked: true,
      replayed: false,
    });
    expect(parcelsOf(order)).toHaveLength(1);
    const parcel = parcelsOf(order)[0]!;
    expect(parcel).toMatchObject({
      store_id: pathao.storeId,
      merchant_order_id: order.reference,
      recipient_name: order.customer.name,
      recipient_phone: order.customer.mobileNumber,
      recipient_city: 1,
      recipient_zone: 52,
      recipient_area: 39,
      delivery_type: 12,
      item_type: 2,
      item_quantity: 2,
      item_weight: 6,
      amount_to_collect: order.total,
    });
    expect(parcel.recipient_address).toContain('House 8, Road 4');
    const shipped = result.order as Order;
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({
      courier: { name: 'Pathao Courier' },
      carrier: 'pathao',
      consignmentId: parcel.consignment_id,
      trackingNumber: parcel.consignment_id,
      trackingUrl: `https://merchant.pathao.com/tracking?consignment_id=${parcel.consignment_id}`,
      codAmount: order.total,
      update: { state: 'booked' },
    });
    expect(shipped.history.at(-1)).toMatchObject({ from: 'processing', to: 'shipped' });
    const sms = await messagesOnceSms(shop, productId, order, 'shipped');
    expect(sms.find((m) => m.event === 'shipped' && m.channel === 'sms')!.text).toContain(
      parcel.consignment_id,
    );
  });

  it('when a paid (bKash) order is booked, then Pathao is asked to collect nothing', async () => {
    const placed = await placeOrder(shop.api, bkashOrder([{ product: productId, quantity: 1 }]));
    await move(placed.body, 'pending');
    const order = await move(placed.body, 'processing');
    expect((await book({ order })).body.results[0].booked).toBe(true);
    expect(parcelsOf(order).map((p) => p.amount_to_collect)).toEqual([0]);
  });

  it('when the admin presses twice, then the second press books nothing and answers the same shipment', async () => {
    const order = await processingCod();
    const first = (await book({ order })).body.results[0];
    const second = (await book({ order })).body.results[0];
    expect(first).toMatchObject({ booked: true, replayed: false });
    expect(second).toMatchObject({ booked: true, replayed: true });
    expect(second.order.shipment).toEqual(first.order.shipment);
    expect(parcelsOf(order)).toHaveLength(1);
  });

  it('when three bookings of one order arrive together, then Pathao gets one parcel and the others are told it is in progress', async () => {
    const order = await processingCod();
    pathao.createDelayMs = 400;
    try {
      const answers = await Promise.all([book({ order }), book({ order }), book({ order })]);
      const results = answers.map((a) => a.body.results[0]);
      expect(results.filter((r) => r.booked && !r.replayed)).toHaveLength(1);
      for (const r of results.filter((r) => !r.booked)) expect(r.problem).toBe('in_progress');
    } finally {
      pathao.createDelayMs = 0;
    }
    expect(parcelsOf(order)).toHaveLength(1);
    expect((await read(order)).status).toBe('shipped');
  });

  it('when Pathao does not answer in time, then a retry books nothing until Pathao’s order.created notice confirms the parcel', async () => {
    const order = await processingCod();
    pathao.hangNextCreate(2500);
    expect((await book({ order })).body.results[0]).toMatchObject({ booked: false, problem: 'unanswered' });
    expect(parcelsOf(order)).toHaveLength(1); // Pathao did book it
    const before = creates();
    // pressed again, twice: Pathao cannot be asked by the reference, so nothing is booked
    for (let i = 0; i < 2; i++)
      expect((await book({ order })).body.results[0]).toMatchObject({
        booked: false,
        problem: 'unconfirmed',
      });
    expect(creates()).toBe(before);
    expect((await read(order)).status).toBe('processing');
    // Pathao's notice names the consignment: the order ships, as the admin who booked it
    const parcel = parcelsOf(order)[0]!;
    const notice = await pathao.notify(
      webhookUrl,
      pathao.webhookSecret,
      pathaoEvent(parcel, 'order.created'),
    );
    expect(notice).toMatchObject({ status: 202, body: { message: 'Booking confirmed' } });
    const shipped = await read(order);
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({ consignmentId: parcel.consignment_id, carrier: 'pathao' });
    expect(shipped.history.at(-1)!.by!.name).not.toBe('Pathao');
    expect((await book({ order })).body.results[0]).toMatchObject({ booked: true, replayed: true });
    expect(parcelsOf(order)).toHaveLength(1);
  });

  it('when the connection drops, then the admin gives the consignment Pathao’s panel shows, which is checked with Pathao', async () => {
    const order = await processingCod();
    const other = await processingCod();
    pathao.dropNextCreate();
    expect((await book({ order })).body.results[0]).toMatchObject({ booked: false, problem: 'unanswered' });
    // another order's consignment is refused
    expect((await book({ order: other })).body.results[0].booked).toBe(true);
    const resolve = (consignmentId?: string) =>
      shop.api.call('POST', `/couriers/pathao/orders/${order._id}/resolve`, {
        token: shop.admin,
        body: consignmentId ? { consignmentId } : {},
      });
    const wrong = await resolve(parcelsOf(other)[0]!.consignment_id);
    expect(wrong.status).toBe(409);
    const right = await resolve(parcelsOf(order)[0]!.consignment_id);
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ booked: true, replayed: false, order: { status: 'shipped' } });
    expect(pathao.calls).toContain(`GET /orders/${parcelsOf(order)[0]!.consignment_id}/info`);
    expect(parcelsOf(order)).toHaveLength(1);
    // resolved already: a repeat answers the same
    expect((await resolve(parcelsOf(order)[0]!.consignment_id)).body).toMatchObject({
      booked: true,
      replayed: true,
    });
  });

  it('when Pathao failed on its side and made no parcel, then the admin releases the booking and books again', async () => {
    const order = await processingCod();
    pathao.failNextCreate();
    expect((await book({ order })).body.results[0]).toMatchObject({ booked: false, problem: 'unanswered' });
    expect(parcelsOf(order)).toHaveLength(0);
    const released = await shop.api.call('POST', `/couriers/pathao/orders/${order._id}/resolve`, {
      token: shop.admin,
      body: {},
    });
    expect(released.body).toMatchObject({ booked: false, replayed: false });
    expect((await book({ order })).body.results[0]).toMatchObject({ booked: true, replayed: false });
    expect(parcelsOf(order)).toHaveLength(1);
    // nothing waits for Pathao's word any more
    const again = await shop.api.call('POST', `/couriers/pathao/orders/${order._id}/resolve`, {
      token: shop.admin,
      body: {},
    });
    expect(again.body).toMatchObject({ booked: true, replayed: true });
    const fresh = await processingCod();
    const none = await shop.api.call('POST', `/couriers/pathao/orders/${fresh._id}/resolve`, {
      token: shop.admin,
      body: {},
    });
    expect(none.status).toBe(409);
  });

  it('when Pathao refuses a parcel, then no booking is kept and a later try books one', async () => {
    const order = await processingCod();
    pathao.refuseNextCreate();
    const refused = (await book({ order })).body.results[0];
    expect(refused).toMatchObject({ booked: false, problem: 'refused' });
    expect(refused.message).toContain('Pathao refused (422)');
    expect(parcelsOf(order)).toHaveLength(0);
    expect((await book({ order })).body.results[0]).toMatchObject({ booked: true, replayed: false });
    expect(parcelsOf(order)).toHaveLength(1);
  });

  it('when the zone is not of the city, then Pathao’s refusal names it', async () => {
    const order = await processingCod();
    const result = (await book({ order, city: 2, zone: 52 })).body.results[0];
    expect(result).toMatchObject({ booked: false, problem: 'refused' });
    expect(result.message).toContain('recipient zone is invalid');
    expect((await read(order)).status).toBe('processing');
  });

  it('when the body is wrong, then it is refused with a message per field', async () => {
    const order = await processingCod();
    const res = await shop.api.call('POST', '/couriers/pathao/bookings', {
      token: shop.admin,
      body: { parcels: [{ order: order._id, city: 1, zone: 52, weight: 12, deliveryType: 24 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'parcels.0.weight': 'must be at most 10 kg',
      'parcels.0.deliveryType': 'must be 48 (normal) or 12 (on demand)',
    });
  });

  it('when an order is not processing, then it is not booked', async () => {
    const placed = (await placeOrder(shop.api, codOrder([{ product: productId, quantity: 1 }])))
      .body as Order;
    expect((await book({ order: placed })).body.results[0]).toMatchObject({
      booked: false,
      problem: 'not_ready',
    });
    expect(parcelsOf(placed)).toHaveLength(0);
  });

  it('when many orders are booked at once, then each answers on its own', async () => {
    const a = await processingCod();
    const b = await processingCod();
    const pending = (await placeOrder(shop.api, codOrder([{ product: productId, quantity: 1 }])))
      .body as Order;
    const res = await book({ order: a }, { order: pending }, { order: b, city: 2, zone: 101 });
    expect(res.body.results.map((r: { booked: boolean; problem?: string }) => [r.booked, r.problem])).toEqual(
      [
        [true, undefined],
        [false, 'not_ready'],
        [true, undefined],
      ],
    );
    expect(parcelsOf(a)).toHaveLength(1);
    expect(parcelsOf(b)[0]).toMatchObject({ recipient_city: 2, recipient_zone: 101 });
    const again = await book({ order: a }, { order: b });
    expect(again.body.results.map((r: { replayed: boolean }) => r.replayed)).toEqual([true, true]);
  });

  describe('a parcel heavier than Pathao takes (10 kg)', () => {
    let truckTyre: string;
    beforeAll(async () => {
      const category = (
        await shop.api.call('POST', '/category', {
          token: shop.admin,
          body: { name: 'Truck & Bus', nameBn: 'ট্রাক ও বাস টায়ার' },
        })
      ).body as Category;
      const size = await shop.fx.size(category, '10.00-20');
      truckTyre = (await shop.fx.product(category, size, { stock: '50', regularPrice: '38000' }))._id;
    });
    const truckOrder = () => processingOrder(shop, truckTyre, { thana: 'Dhanmondi' });

    it('when a truck tyre is ordered, then the destination says its parcel (about 55 kg) is too heavy and proposes at most 10 kg', async () => {
      const order = await truckOrder();
      const res = await shop.api.call('GET', `/couriers/pathao/orders/${order._id}/destination`, {
        token: shop.admin,
      });
      expect(res.body).toMatchObject({ weight: 10, estimatedWeight: 55, tooHeavy: true, quantity: 1 });
    });

    it('when an admin books it with Pathao, then it is refused before Pathao is asked, naming the order and another courier, and it can still be shipped by hand', async () => {
      const order = await truckOrder();
      const before = creates();
      const res = await book({ order, weight: 10 });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'conflict',
        messageCode: 'pathao.tooHeavy',
        messageParams: { reference: order.reference, weight: '55', max: '10' },
      });
      expect(res.body.message).toBe(
        `Order ${order.reference} weighs about 55 kg, more than the 10 kg Pathao takes in a parcel. Book it with Steadfast or another courier`,
      );
      expect(creates()).toBe(before);
      expect(parcelsOf(order)).toHaveLength(0);
      // nothing was claimed: the order waits, and ships with a courier chosen by hand
      expect((await read(order)).status).toBe('processing');
      const shipped = await move(order, 'shipped');
      expect(shipped.status).toBe('shipped');
    });

    it('when enough small tyres add up to more than 10 kg, then that order is refused too; with others, nothing of the request is booked and every heavy order is named', async () => {
      const four = await processingCod({ thana: 'Dhanmondi' }, 4); // 4 motorcycle tyres: 12 kg
      const light = await processingCod({ thana: 'Dhanmondi' }, 3); // 9 kg: Pathao takes it
      const truck = await truckOrder();
      const before = creates();
      const res = await book(
        { order: four, weight: 10 },
        { order: light, weight: 9 },
        { order: truck, weight: 10 },
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        messageCode: 'pathao.tooHeavyMany',
        messageParams: { references: `${four.reference}, ${truck.reference}`, max: '10' },
      });
      expect(creates()).toBe(before);
      // once the heavy orders are left out, the light one books as usual
      const alone = await book({ order: light, weight: 9 });
      expect(alone.body.results[0]).toMatchObject({ booked: true });
      expect(parcelsOf(light)[0]).toMatchObject({ item_weight: 9, item_quantity: 3 });
    });
  });
});
