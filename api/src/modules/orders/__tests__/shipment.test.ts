import type { Courier, Order } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codOrder, openShop, placeOrder, product, send, type Shop } from './order-helpers';
import { pdfText } from './pdf-text';

describe('the shipment of an order moved to shipped', () => {
  let shop: Shop;
  let productId: string;
  let couriers: Courier[];
  let pathao: Courier;
  beforeAll(async () => {
    shop = await openShop();
    productId = (await product(shop, { stock: 1000 }))._id;
    couriers = (await shop.api.call('GET', '/couriers', { token: shop.admin })).body;
    pathao = couriers.find((c) => c.name === 'Pathao Courier')!;
  });
  afterAll(() => shop.stop());

  const move = (order: Order, body: Record<string, unknown>) =>
    shop.api.call('PUT', `/orders/${order.key}`, { token: shop.admin, body });

  async function processing(language?: 'en' | 'bn'): Promise<Order> {
    const placed = await placeOrder(shop.api, {
      ...codOrder([{ product: productId, quantity: 1 }]),
      language,
    });
    expect(placed.status).toBe(201);
    const res = await move(placed.body, { status: 'processing' });
    expect(res.status).toBe(200);
    return res.body.order;
  }

  const read = async (order: Order) => (await shop.api.call('GET', `/orders/${order.key}`)).body as Order;
  const invoiceText = async (order: Order) => {
    const res = await send(shop.api, 'GET', `/orders/${order.key}/invoice.pdf`);
    expect(res.status).toBe(200);
    return pdfText(res.body as Buffer);
  };

  it('when an admin ships with a courier and a number, then the order keeps the courier’s names, the number and its page', async () => {
    const withPage = await shop.api.call('POST', '/couriers', {
      token: shop.admin,
      body: {
        name: 'Page Courier',
        nameBn: 'পেজ কুরিয়ার',
        trackingUrl: 'https://page-courier.example.com/t/{number}?from=shop',
      },
    });
    expect(withPage.status).toBe(201);
    const order = await processing();
    const res = await move(order, {
      status: 'shipped',
      courier: withPage.body._id,
      trackingNumber: ' PC-2026/77 ',
    });
    expect(res.status).toBe(200);
    const shipped = res.body.order as Order;
    const at = shipped.history.at(-1)!.at;
    expect(shipped.shipment).toEqual({
      courier: { _id: withPage.body._id, name: 'Page Courier', nameBn: 'পেজ কুরিয়ার' },
      trackingNumber: 'PC-2026/77',
      trackingUrl: 'https://page-courier.example.com/t/PC-2026%2F77?from=shop',
      at,
    });
    expect((await read(order)).shipment).toEqual(shipped.shipment);

    // a courier deleted later: the order keeps its names
    expect(
      (await shop.api.call('DELETE', `/couriers/${withPage.body._id}`, { token: shop.admin })).status,
    ).toBe(200);
    expect((await read(order)).shipment).toEqual(shipped.shipment);
    // and the shipment moves on with the order
    const done = await move(order, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body.order.shipment).toEqual(shipped.shipment);
  });

  it('when an admin ships with neither, then the shipment says when, with no courier', async () => {
    const order = await processing();
    const res = await move(order, { status: 'shipped', trackingNumber: '' });
    expect(res.status).toBe(200);
    expect(res.body.order.shipment).toEqual({ courier: null, at: res.body.order.history.at(-1).at });
    // a courier without a tracking page: no page for the number
    const other = await processing();
    const named = await move(other, { status: 'shipped', courier: pathao._id, trackingNumber: 'PA123' });
    expect(named.body.order.shipment).toMatchObject({
      courier: { name: 'Pathao Courier' },
      trackingNumber: 'PA123',
    });
    expect(named.body.order.shipment.trackingUrl).toBeUndefined();
  });

  it('when the courier is unknown or inactive, then 400 on the courier field and the order stays where it was', async () => {
    const order = await processing();
    const unknown = await move(order, { status: 'shipped', courier: 'a'.repeat(24) });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'invalid_data',
      fields: { courier: 'must be an active courier' },
    });
    const notId = await move(order, { status: 'shipped', courier: 'pathao' });
    expect(notId.status).toBe(400);
    expect(Object.keys(notId.body.fields)).toEqual(['courier']);

    const paused = await shop.api.call('POST', '/couriers', {
      token: shop.admin,
      body: { name: 'Paused Courier', nameBn: 'বিরতি কুরিয়ার', active: false },
    });
    const inactive = await move(order, { status: 'shipped', courier: paused.body._id, trackingNumber: 'X1' });
    expect(inactive.status).toBe(400);
    expect(inactive.body.fields).toEqual({ courier: 'must be an active courier' });
    const bad = await move(order, { status: 'shipped', trackingNumber: 'has spaces in it' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ trackingNumber: 'must be letters, digits, dashes or slashes' });

    const after = await read(order);
    expect(after.status).toBe('processing');
    expect(after.shipment).toBeUndefined();
    expect(after.history).toEqual(order.history);
  });

  it('when a courier or number comes with any other move, then 400 naming the field and nothing changes', async () => {
    const order = await processing();
    for (const [status, extra, field] of [
      ['completed', { courier: pathao._id }, 'courier'],
      ['cancelled', { trackingNumber: 'PA1' }, 'trackingNumber'],
      ['processing', { courier: pathao._id, trackingNumber: 'PA1' }, 'courier'],
    ] as const) {
      const res = await move(order, { status, ...extra });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ [field]: 'may only be given when the order is moved to shipped' });
    }
    expect(await read(order)).toEqual(order);
  });

  it('when a shipped English order’s invoice is made, then it names the courier and the number', async () => {
    const order = await processing('en');
    await move(order, { status: 'shipped', courier: pathao._id, trackingNumber: 'PA-778899' });
    const text = await invoiceText(order);
    expect(text).toContain('Courier: Pathao Courier · Tracking no. PA-778899');
    // before it ships, no courier line
    expect(await invoiceText(await processing('en'))).not.toMatch(/Courier:|Tracking no\./);
  });

  it('when a shipped Bangla order’s invoice is made, then the courier line is in Bangla with the courier’s Bangla name', async () => {
    const order = await processing('bn');
    await move(order, { status: 'shipped', courier: pathao._id, trackingNumber: 'PA-112233' });
    const text = await invoiceText(order);
    // (a vowel sign drawn before its consonant reads back before it: check the words around it)
    expect(text).toContain('পাঠাও');
    expect(text).toContain('PA-112233');
    expect(text).not.toContain('Pathao Courier');
    expect(text).not.toMatch(/Courier:|Tracking no\./);
    // the line's order: courier label, name, then the number
    expect(text.indexOf('পাঠাও')).toBeLessThan(text.indexOf('PA-112233'));
  });
});
