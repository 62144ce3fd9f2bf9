import type { Order, Product } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codOrder, openShop, placeOrder, send, type Shop } from './order-helpers';

describe('the Bangla title of an order line', () => {
  let shop: Shop;
  let bangla: Product;
  let english: Product;
  beforeAll(async () => {
    shop = await openShop();
    bangla = await shop.fx.product(shop.category, shop.size, {
      regularPrice: '3000',
      stock: '4',
      status: 'active',
      titleBn: 'গ্রিপস্টার ৯০/৯০-১৭',
    });
    english = await shop.fx.product(shop.category, shop.size, {
      regularPrice: '2000',
      stock: '4',
      status: 'active',
    });
  });
  afterAll(() => shop.stop());

  it('when a product has a Bangla title, then its order line keeps it beside the English one, and a line without one has none', async () => {
    const res = await placeOrder(
      shop.api,
      codOrder([
        { product: bangla._id, quantity: 1 },
        { product: english._id, quantity: 1 },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body as Order;
    expect(order.items[0]).toMatchObject({ title: bangla.title, titleBn: 'গ্রিপস্টার ৯০/৯০-১৭' });
    expect(order.items[1]!.title).toBe(english.title);
    expect(order.items[1]).not.toHaveProperty('titleBn');
    // and so it reads later
    const read = (await shop.api.call('GET', `/orders/${order.key}`)).body as Order;
    expect(read.items[0]!.titleBn).toBe('গ্রিপস্টার ৯০/৯০-১৭');
    // the invoice writes it under the English title, in the embedded Bengali font
    const pdf = (await send(shop.api, 'GET', `/orders/${order.key}/invoice.pdf`)).body as Buffer;
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Regular/);
  });

  it('when a cart is quoted, then its lines carry the Bangla title; a line above the stock says so with a code', async () => {
    const res = await shop.api.call('POST', '/orders/quote', {
      body: { items: [{ product: bangla._id, quantity: 9 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({
      titleBn: 'গ্রিপস্টার ৯০/৯০-১৭',
      reason: 'insufficient_stock',
      message: `Only 3 of ${bangla.title} left in stock`,
    });
    const refused = await placeOrder(shop.api, codOrder([{ product: bangla._id, quantity: 9 }]));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      messageCode: 'order.onlyLeft',
      messageParams: { left: '3', title: bangla.title },
      fieldIssues: {
        'items.0.product': { code: 'order.onlyLeft', params: { left: '3', title: bangla.title } },
      },
    });
  });
});
