import type { Product } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, product, type Shop } from './order-helpers';

describe('POST /orders/quote', () => {
  let shop: Shop;
  let a: Product;
  let b: Product;
  beforeAll(async () => {
    shop = await openShop();
    a = await product(shop, { price: 2500, discount: 300, stock: 5, inside: 80, outside: 150 });
    b = await product(shop, { price: 4200, stock: 2, inside: 120, outside: 250 });
  });
  afterAll(() => shop.stop());

  const quote = (body: unknown) => shop.api.call('POST', '/orders/quote', { body });

  it('when a cart goes to Dhaka, then each line is priced from the records with the inside-Dhaka rate times the quantity', async () => {
    const res = await quote({
      items: [
        { product: a._id, quantity: 2, price: 1 },
        { product: b._id, quantity: 1 },
      ],
      district: 'Dhaka',
      total: 5,
    });
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({
      product: a._id,
      available: true,
      unitPrice: 2200,
      regularPrice: 2500,
      lineTotal: 4400,
      shipping: 160,
    });
    expect(res.body.items[1]).toMatchObject({ unitPrice: 4200, lineTotal: 4200, shipping: 120 });
    expect(res.body).toMatchObject({
      district: 'Dhaka',
      subtotal: 8600,
      shipping: 280,
      total: 8880,
      unavailable: [],
    });
  });

  it('when the district is outside Dhaka, then the outside-Dhaka rates apply; with no district, Dhaka', async () => {
    const items = [
      { product: a._id, quantity: 2 },
      { product: b._id, quantity: 1 },
    ];
    const sylhet = await quote({ items, district: 'Sylhet' });
    expect(sylhet.body).toMatchObject({ shipping: 2 * 150 + 250, total: 8600 + 550 });
    const none = await quote({ items });
    expect(none.body).toMatchObject({ district: 'Dhaka', shipping: 280 });
  });

  it('when lines are unknown, draft, out of stock or above the stock, then they are marked and left out of the totals', async () => {
    const draft = await product(shop, { status: 'draft' });
    const empty = await product(shop, { stock: 0 });
    const unknown = '0123456789abcdef01234567';
    const res = await quote({
      items: [
        { product: a._id, quantity: 1 },
        { product: unknown, quantity: 1 },
        { product: draft._id, quantity: 1 },
        { product: empty._id, quantity: 1 },
        { product: b._id, quantity: 3 },
      ],
      district: 'Dhaka',
    });
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((l: { available: boolean; reason?: string }) => [l.available, l.reason]),
    ).toEqual([
      [true, undefined],
      [false, 'unknown'],
      [false, 'draft'],
      [false, 'out_of_stock'],
      [false, 'insufficient_stock'],
    ]);
    expect(res.body.items[4]).toMatchObject({ stock: 2, message: expect.stringContaining('Only 2') });
    expect(res.body.unavailable.map((u: { product: string }) => u.product)).toEqual([
      unknown,
      draft._id,
      empty._id,
      b._id,
    ]);
    expect(res.body).toMatchObject({ subtotal: 2200, shipping: 80, total: 2280 });
    // a quote takes no stock
    expect((await shop.api.call('GET', `/products/${b._id}`)).body.stock).toBe(2);
  });

  it('when the input is bad, then 400 names each field', async () => {
    const res = await quote({
      items: [
        { product: 'nope', quantity: 0 },
        { product: a._id, quantity: 1.5 },
      ],
      district: 'Dhaka City',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'items.0.product': 'must be a 24-character hex id',
      'items.0.quantity': 'must be 1 or more',
      'items.1.quantity': 'must be a whole number',
      district: 'must be one of the 64 districts of Bangladesh',
    });
    const twice = await quote({
      items: [
        { product: a._id, quantity: 1 },
        { product: a._id, quantity: 1 },
      ],
    });
    expect(twice.body.fields).toEqual({ 'items.1.product': 'is listed twice' });
    expect((await quote({ items: [] })).body.fields).toEqual({ items: 'must hold at least one product' });
    expect((await quote({})).body.fields).toEqual({ items: 'is required' });
    expect((await quote({ items: [{ product: a._id, quantity: 21 }] })).body.fields).toEqual({
      'items.0.quantity': 'must be 20 or less',
    });
  });
});
