import type { Courier, Order, TrackedOrder } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_RULE } from '../order-tracking';
import { codOrder, newAddress, openShop, placeOrder, send, type Shop } from './order-helpers';

describe('tracking an order without an account', () => {
  let shop: Shop;
  let productId: string;
  let order: Order;
  let pathao: Courier;
  beforeAll(async () => {
    shop = await openShop();
    productId = (
      await shop.fx.product(shop.category, shop.size, {
        title: 'Street Grip 90/90-17',
        titleBn: 'স্ট্রিট গ্রিপ ৯০/৯০-১৭',
        regularPrice: '2500',
        discountPrice: '0',
        stock: '100',
        shippingInsideDhaka: '80',
        shippingOutsideDhaka: '150',
        status: 'active',
      })
    )._id;
    const placed = await placeOrder(shop.api, {
      ...codOrder([{ product: productId, quantity: 2 }], { mobileNumber: '01812345678' }),
      language: 'bn',
    });
    expect(placed.status).toBe(201);
    order = placed.body;
    pathao = ((await shop.api.call('GET', '/couriers', { token: shop.admin })).body as Courier[]).find(
      (c) => c.name === 'Pathao Courier',
    )!;
    for (const body of [
      { status: 'processing', note: 'packed by Rafiq' },
      { status: 'shipped', courier: pathao._id, trackingNumber: 'PA-5566' },
    ]) {
      const res = await shop.api.call('PUT', `/orders/${order.key}`, { token: shop.admin, body });
      expect(res.status).toBe(200);
      order = res.body.order;
    }
  });
  afterAll(() => shop.stop());

  const track = (body: unknown, from = newAddress()) =>
    send(shop.api, 'POST', '/orders/track', { body, from });

  it('when the reference and mobile number match, then the guest sees the timeline, shipment, items and total — no key, nothing private', async () => {
    // the reference in lower case and the number in the +880 form are the same order
    const res = await track({
      reference: ` ${order.reference.toLowerCase()} `,
      mobileNumber: '+8801812345678',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const tracked = res.body as TrackedOrder;
    expect(tracked).toEqual({
      reference: order.reference,
      status: 'shipped',
      timeline: order.history.map((h) => ({ status: h.to, at: h.at })),
      shipment: order.shipment,
      items: [{ title: 'Street Grip 90/90-17', titleBn: 'স্ট্রিট গ্রিপ ৯০/৯০-১৭', quantity: 2 }],
      total: order.total,
      paymentType: 'Cash on Delivery',
      createdAt: order.createdAt,
    });
    expect(tracked.timeline.map((s) => s.status)).toEqual(['pending', 'processing', 'shipped']);
    expect(tracked.shipment).toMatchObject({
      courier: { name: 'Pathao Courier' },
      trackingNumber: 'PA-5566',
    });
    // (the exact match above leaves out the rest:) no key that opens the invoice, no name,
    // address, number, staff or notes
    const text = JSON.stringify(tracked);
    for (const secret of [
      order.key,
      order._id,
      'Rafiq Ahmed',
      'House 5',
      'packed by Rafiq',
      '01812345678',
      'Mirpur',
    ])
      expect(text).not.toContain(secret);
  });

  it('when the customer opens the invoice link of their e-mail (/invoice/<key>), then the order and its PDF still open by the key, without an account', async () => {
    const opened = await shop.api.call('GET', `/orders/${order.key}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ reference: order.reference, customer: { name: 'Rafiq Ahmed' } });
    const pdf = await shop.api.call('GET', `/orders/${order.key}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('when the number is wrong, then the answer is exactly that of an unknown reference', async () => {
    const wrongPair = await track({ reference: order.reference, mobileNumber: '01812345679' });
    const unknown = await track({ reference: 'TB-999999', mobileNumber: '01812345678' });
    const neither = await track({ reference: 'TB-999998', mobileNumber: '01700000001' });
    for (const res of [wrongPair, unknown, neither]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(wrongPair.body);
      expect(res.headers.get('content-type')).toBe(wrongPair.headers.get('content-type'));
      expect(res.headers.get('content-length')).toBe(wrongPair.headers.get('content-length'));
    }
    expect(wrongPair.body).toMatchObject({ code: 'not_found', message: 'Order not found' });
  });

  it('when the reference or the number is malformed, then 400 naming the field', async () => {
    const res = await track({ reference: '260001', mobileNumber: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      reference: 'must be an order reference like TB-260001',
      mobileNumber: 'must be a Bangladeshi mobile number (01XXXXXXXXX)',
    });
    const empty = await track({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(['mobileNumber', 'reference']);
  });

  it(`when one address asks more than ${TRACK_RULE.limit} times, then 429 with Retry-After, before any lookup; another address still gets through`, async () => {
    const from = newAddress();
    const answers = [];
    for (let i = 0; i < TRACK_RULE.limit; i++)
      answers.push(
        (await track({ reference: `TB-99${String(i).padStart(4, '0')}`, mobileNumber: '01812345678' }, from))
          .status,
      );
    expect(answers.every((s) => s === 404)).toBe(true);
    // the right pair too, and a malformed body: refused before either is looked at
    for (const body of [
      { reference: order.reference, mobileNumber: '01812345678' },
      { reference: 'nonsense' },
    ]) {
      const refused = await track(body, from);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_requests');
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(TRACK_RULE.windowSeconds);
    }
    expect((await track({ reference: order.reference, mobileNumber: '01812345678' })).status).toBe(200);
  });

  it('when many asks from one address arrive together, then exactly the limit gets through', async () => {
    // an order of its own: the asks in flight count against its reference's limit too (given back
    // once each found the order), and the wrong number asked above about `order` would make one
    // of ten asks in flight together the reference's eleventh
    const placed = await placeOrder(shop.api, codOrder([{ product: productId, quantity: 1 }]));
    expect(placed.status).toBe(201);
    const { reference, customer } = placed.body as Order;
    const from = newAddress();
    const extra = 6;
    const all = await Promise.all(
      Array.from({ length: TRACK_RULE.limit + extra }, () =>
        track({ reference, mobileNumber: customer.mobileNumber }, from),
      ),
    );
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(TRACK_RULE.limit);
    const refused = all.filter((r) => r.status === 429);
    expect(refused).toHaveLength(extra);
    // each refused by the address's limit
    for (const r of refused) expect(r.body.messageCode).toBe('limit.forms');
  });
});
