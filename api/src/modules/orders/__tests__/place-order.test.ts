import type { Order } from '@tyre/contracts';
import { startCatalogApi } from '../../../test/catalog-fixtures';
import { ProductsRepository } from '../../products/products.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bkashOrder,
  codOrder,
  customerDetails,
  newTrxId,
  openShop,
  placeOrder,
  product,
  stockOf,
  type Shop,
} from './order-helpers';

describe('POST /orders', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.stop());

  it('when a visitor orders, then 201 answers the whole order with prices, shipping and totals from the server, whatever the client sent', async () => {
    const a = await product(shop, { price: 2500, discount: 300, stock: 5, inside: 80, outside: 150 });
    const b = await product(shop, { price: 4200, stock: 3, inside: 120, outside: 250 });
    const res = await placeOrder(shop.api, {
      items: [
        { product: a._id, quantity: 2, price: 1, unitPrice: 1, title: 'Cheap' },
        { product: b._id, quantity: 1, lineTotal: 0 },
      ],
      customer: customerDetails({ district: 'Chattogram', postCode: '4100', email: 'rafiq@example.com.bd' }),
      subtotal: 1,
      shipping: 0,
      total: 2,
      status: 'completed',
    });
    expect(res.status).toBe(201);
    const order = res.body as Order;
    expect(order).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      reference: expect.stringMatching(/^TB-\d{6,}$/),
      userId: null,
      status: 'pending',
      payment: { paymentType: 'Cash on Delivery' },
      subtotal: 2 * 2200 + 4200,
      shipping: 2 * 150 + 250,
      total: 8600 + 550,
      createdAt: expect.any(String),
    });
    expect(order.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        product: a._id,
        title: a.title,
        quantity: 2,
        unitPrice: 2200,
        regularPrice: 2500,
        lineTotal: 4400,
        shipping: 300,
      }),
      expect.objectContaining({
        product: b._id,
        title: b.title,
        quantity: 1,
        unitPrice: 4200,
        lineTotal: 4200,
        shipping: 250,
      }),
    ]);
    expect(order.customer).toMatchObject({
      district: 'Chattogram',
      postCode: '4100',
      email: 'rafiq@example.com.bd',
    });
    expect(order.history).toEqual([{ from: null, to: 'pending', by: null, at: order.createdAt }]);
    expect(await stockOf(shop, a._id)).toBe(3);
    expect(await stockOf(shop, b._id)).toBe(2);
    // the key opens it for anyone
    expect((await shop.api.call('GET', `/orders/${order.key}`)).body).toEqual(order);
  });

  it('when the price of a product changes later, then the order keeps the price it was sold at', async () => {
    const p = await product(shop, { price: 3000 });
    const order = (await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]))).body as Order;
    const form = new FormData();
    form.append('regularPrice', '3500');
    expect((await shop.api.call('PUT', `/products/${p._id}`, { token: shop.admin, form })).status).toBe(200);
    expect((await shop.api.call('GET', `/orders/${order.key}`)).body.items[0].unitPrice).toBe(3000);
  });

  it('when a signed-in customer orders, then the order is theirs; a district, a post code and an e-mail are checked', async () => {
    const p = await product(shop);
    const res = await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]), {
      token: shop.customer.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.userId).toBe(shop.customer._id);
    expect(res.body.customer.district).toBe('Dhaka');
    const bad = await placeOrder(shop.api, {
      items: [{ product: p._id, quantity: 1 }],
      customer: { name: ' ', district: 'Gotham', postCode: '12345', mobileNumber: '0123', email: 'x@' },
      payment: { paymentType: 'Cheque' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'customer.name': 'is required',
      'customer.address': 'is required',
      'customer.thana': 'is required',
      'customer.district': 'must be one of the 64 districts of Bangladesh',
      'customer.postCode': 'must be 4 digits',
      'customer.mobileNumber': 'must be a Bangladeshi mobile number (01XXXXXXXXX)',
      'customer.email': 'must be a valid e-mail address',
      'payment.paymentType': 'must be Cash on Delivery or bKash',
    });
    expect(await stockOf(shop, p._id)).toBe(9);
  });

  it('when bKash is chosen, then the sender number and a 10-character TrxID are required, the TrxID is upper-cased and the order waits for payment review', async () => {
    const p = await product(shop);
    const missing = await placeOrder(shop.api, {
      ...codOrder([{ product: p._id, quantity: 1 }]),
      payment: { paymentType: 'bKash' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      'payment.mobileNumber': 'is required for bKash',
      'payment.trxID': 'is required for bKash',
    });
    const short = await placeOrder(shop.api, {
      ...codOrder([{ product: p._id, quantity: 1 }]),
      payment: { paymentType: 'bKash', mobileNumber: '01812345678', trxID: 'abc' },
    });
    expect(short.body.fields).toEqual({ 'payment.trxID': 'must be the 10-character bKash TrxID' });
    const body = bkashOrder([{ product: p._id, quantity: 1 }], ' 8n4k2x9q1z ');
    const res = await placeOrder(shop.api, body);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('payment_review');
    expect(res.body.payment).toEqual({
      paymentType: 'bKash',
      mobileNumber: body.customer.mobileNumber,
      trxID: '8N4K2X9Q1Z',
    });
    // Cash on Delivery keeps no bKash fields (the old form sent "x" placeholders)
    const cod = await placeOrder(shop.api, {
      ...codOrder([{ product: p._id, quantity: 1 }]),
      payment: { paymentType: 'Cash on Delivery', mobileNumber: 'x', trxID: 'x' },
    });
    expect(cod.body.payment).toEqual({ paymentType: 'Cash on Delivery' });
  });

  it('when a TrxID has paid for an order, then another order with it (any case) is refused with 409 and takes no stock', async () => {
    const p = await product(shop, { stock: 10 });
    const trx = newTrxId();
    expect((await placeOrder(shop.api, bkashOrder([{ product: p._id, quantity: 1 }], trx))).status).toBe(201);
    const again = await placeOrder(
      shop.api,
      bkashOrder([{ product: p._id, quantity: 1 }], trx.toLowerCase()),
    );
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ 'payment.trxID': 'This bKash TrxID has already paid for an order' });
    expect(await stockOf(shop, p._id)).toBe(9);
  });

  it('when ten orders race with one TrxID, then exactly one is placed and the stock of the others comes back', async () => {
    const p = await product(shop, { stock: 20 });
    const trx = newTrxId();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeOrder(shop.api, bkashOrder([{ product: p._id, quantity: 1 }], trx)),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await stockOf(shop, p._id)).toBe(19);
  });

  it('when a product is unknown, a draft, or short of stock, then 409 names it and no line takes stock', async () => {
    const ok = await product(shop, { stock: 5 });
    const few = await product(shop, { stock: 2 });
    const draft = await product(shop, { status: 'draft' });
    const short = await placeOrder(
      shop.api,
      codOrder([
        { product: ok._id, quantity: 2 },
        { product: few._id, quantity: 3 },
      ]),
    );
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(`Only 2 of ${few.title} left in stock`);
    expect(short.body.fields).toEqual({ 'items.1.product': `Only 2 of ${few.title} left in stock` });
    expect((await placeOrder(shop.api, codOrder([{ product: draft._id, quantity: 1 }]))).body.message).toBe(
      `${draft.title} is not on sale`,
    );
    const unknown = await placeOrder(
      shop.api,
      codOrder([{ product: '0123456789abcdef01234567', quantity: 1 }]),
    );
    expect(unknown.status).toBe(409);
    expect(await stockOf(shop, ok._id)).toBe(5);
    expect(await stockOf(shop, few._id)).toBe(2);
  });

  it('when 200 orders race for a product with 10 in stock, then exactly 10 succeed and the stock ends at 0', async () => {
    const p = await product(shop, { stock: 10 });
    const other = await product(shop, { stock: 500 });
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        placeOrder(
          shop.api,
          codOrder([
            { product: other._id, quantity: 1 },
            { product: p._id, quantity: 1 },
          ]),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(await stockOf(shop, p._id)).toBe(0);
    // the lines taken before the failing one were given back
    expect(await stockOf(shop, other._id)).toBe(490);
    const refs = results.filter((r) => r.status === 201).map((r) => r.body.reference as string);
    expect(new Set(refs).size).toBe(10);
  }, 60_000);

  it('when 200 takes of one unit race in the store itself, then exactly 10 succeed and stock never goes below 0', async () => {
    const p = await product(shop, { stock: 10 });
    // the repository's conditional decrement, which ProductsService's `stock` hands to orders
    const stock = new ProductsRepository(shop.api.server.ctx.store);
    const taken = await Promise.all(Array.from({ length: 200 }, () => stock.takeStock(p._id, 1)));
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(await stockOf(shop, p._id)).toBe(0);
    expect(await stock.takeStock(p._id, 1)).toBe(false);
    await stock.giveBackStock(p._id, 2);
    expect(await stockOf(shop, p._id)).toBe(2);
  });

  it('when orders are placed one after another, then their references are unique and sequential', async () => {
    const p = await product(shop, { stock: 10 });
    const refs: string[] = [];
    for (let i = 0; i < 3; i++)
      refs.push((await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]))).body.reference);
    const seqs = refs.map((r) => Number(r.slice(3)));
    expect(seqs[1]).toBe(seqs[0]! + 1);
    expect(seqs[2]).toBe(seqs[0]! + 2);
  });
});

describe('POST /orders when bKash has no number or the token is bad', () => {
  it('when no bKash number is set, then a bKash order is refused with 409 and Cash on Delivery still works', async () => {
    const { api, admin, fx } = await startCatalogApi();
    try {
      const category = await fx.category('Motorcycle');
      const p = await fx.product(category, await fx.size(category, '90/90-17'));
      expect((await api.call('GET', '/mobile')).body[0].mobile).toBe('');
      const res = await placeOrder(api, bkashOrder([{ product: p._id, quantity: 1 }]));
      expect(res.status).toBe(409);
      expect(res.body.fields).toEqual({
        'payment.paymentType': expect.stringMatching(/bKash payment is not available/),
      });
      expect((await placeOrder(api, codOrder([{ product: p._id, quantity: 1 }]))).status).toBe(201);
      expect((await api.call('GET', `/products/${p._id}`, { token: admin })).body.stock).toBe(9);
      const expired = await placeOrder(api, codOrder([{ product: p._id, quantity: 1 }]), {
        token: 'not-a-token',
      });
      expect(expired.status).toBe(401);
    } finally {
      await api.stop();
    }
  });
});

describe('POST /orders with an Idempotency-Key', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.stop());

  it('when the same key comes again with the same body, then the first order is answered and no stock is taken twice', async () => {
    const p = await product(shop, { stock: 10 });
    const body = codOrder([{ product: p._id, quantity: 2 }]);
    const first = await placeOrder(shop.api, body, { key: 'checkout-attempt-0001' });
    const again = await placeOrder(shop.api, body, { key: 'checkout-attempt-0001' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stockOf(shop, p._id)).toBe(8);
  });

  it('when the same key comes with a different body, then 409 and nothing is placed', async () => {
    const p = await product(shop, { stock: 10 });
    const body = codOrder([{ product: p._id, quantity: 1 }]);
    expect((await placeOrder(shop.api, body, { key: 'checkout-attempt-0002' })).status).toBe(201);
    const changed = { ...body, items: [{ product: p._id, quantity: 3 }] };
    const res = await placeOrder(shop.api, changed, { key: 'checkout-attempt-0002' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Idempotency-Key/);
    expect(await stockOf(shop, p._id)).toBe(9);
  });

  it('when 20 requests with one key race, then one order is placed and every answer is that order', async () => {
    const p = await product(shop, { stock: 50 });
    const body = codOrder([{ product: p._id, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(shop.api, body, { key: 'checkout-attempt-race-1' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body._id)).size).toBe(1);
    expect(await stockOf(shop, p._id)).toBe(49);
    const all = await shop.api.call(
      'GET',
      `/orders/all?search=${encodeURIComponent(body.customer.name)}&size=100`,
      {
        token: shop.admin,
      },
    );
    expect(
      all.body.filter((o: Order) => o.customer.mobileNumber === body.customer.mobileNumber),
    ).toHaveLength(1);
  });

  it('when the first attempt failed, then the same key may try again', async () => {
    const p = await product(shop, { stock: 1 });
    const body = codOrder([{ product: p._id, quantity: 2 }]);
    expect((await placeOrder(shop.api, body, { key: 'checkout-attempt-0003' })).status).toBe(409);
    const form = new FormData();
    form.append('stock', '5');
    await shop.api.call('PUT', `/products/${p._id}`, { token: shop.admin, form });
    expect((await placeOrder(shop.api, body, { key: 'checkout-attempt-0003' })).status).toBe(201);
  });

  it('when the key is malformed, then 400 names the header, with the code of its text (English and Bangla), and nothing is placed', async () => {
    const p = await product(shop, { stock: 3 });
    const res = await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]), { key: 'a b' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
      code: 'invalid_data',
      fields: { 'Idempotency-Key': 'must be 8 to 100 letters, digits, dashes or underscores' },
      fieldIssues: { 'Idempotency-Key': { code: 'idempotencyKey' } },
    });
    expect(await stockOf(shop, p._id)).toBe(3);
  });
});
