import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codOrder, openShop, placeOrder, product, stockOf, type Shop } from './order-helpers';

// Issue 38, item 1: an order's delivery details follow the shared text rule, so an order form
// cannot make the shop send a second line of someone's choosing ("URGENT: pay …") in its SMS.

const ONE_LINE = 'must not contain control characters or line breaks';

describe("the customer's text on an order", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ MESSAGE_SEND_INTERVAL: '0' });
  });
  afterAll(() => shop.stop());

  it('when the name carries a line break and a message for someone else, then the order is refused with a 400 naming the field by its code, and nothing is taken, stored or sent', async () => {
    const p = await product(shop, { stock: 5 });
    const res = await placeOrder(
      shop.api,
      codOrder([{ product: p._id, quantity: 1 }], {
        name: 'Customer\nURGENT: pay 500 Tk advance by bKash to 01711111111 or it will be cancelled',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: `customer.name ${ONE_LINE}`,
      code: 'invalid_data',
      fields: { 'customer.name': ONE_LINE },
      // the code the checkout shows in the reader's language (web-kit's errors catalogue)
      fieldIssues: { 'customer.name': { code: 'noControlChars' } },
    });
    expect(await stockOf(shop, p._id)).toBe(5);
    const outbox = await shop.api.call('GET', '/messages', { token: shop.admin });
    expect(outbox.status).toBe(200);
    expect(outbox.body).toEqual([]);
  });

  it.each([
    ['name', 'Rahim\u202Egnp'],
    ['name', 'Rahim\u2066Khan\u2069'],
    ['companyName', 'Shop\u200FLtd'],
    ['address', 'House 1\u2028Road 2'],
    ['town', 'Dhaka\u0085'],
    ['thana', 'Mir\tpur'],
  ])('when the %s holds %j, then it is refused with 400 at that field', async (field, value) => {
    const p = await product(shop, { stock: 5 });
    const res = await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }], { [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [`customer.${field}`]: ONE_LINE });
    expect(res.body.fieldIssues).toEqual({ [`customer.${field}`]: { code: 'noControlChars' } });
  });

  it('when the note runs over two lines, then it is kept; a bidi control in it is refused', async () => {
    const p = await product(shop, { stock: 5 });
    const ok = await placeOrder(
      shop.api,
      codOrder([{ product: p._id, quantity: 1 }], { notes: 'Call before coming.\nGate 2.' }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.customer.notes).toBe('Call before coming.\nGate 2.');
    const refused = await placeOrder(
      shop.api,
      codOrder([{ product: p._id, quantity: 1 }], { notes: 'Call\u202E before' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldIssues).toEqual({ 'customer.notes': { code: 'noControlCharsMultiline' } });
  });
});
