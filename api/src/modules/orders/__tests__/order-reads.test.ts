import type { AuthResponse, Order } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bkashOrder,
  codOrder,
  customerDetails,
  openShop,
  placeOrder,
  product,
  send,
  type Shop,
} from './order-helpers';

/** The text a PDF draws: pdfkit writes it as hex strings in TJ arrays of uncompressed content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
    const hex = [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
    parts.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return parts.join('\n');
}

describe('reading orders', () => {
  let shop: Shop;
  let other: AuthResponse;
  let mine: Order[];
  let theirs: Order;
  let visitors: Order;
  beforeAll(async () => {
    shop = await openShop();
    other = await shop.api.customer();
    const p = await product(shop, { stock: 100, price: 123450, inside: 500, outside: 900 });
    mine = [];
    for (let i = 0; i < 3; i++) {
      mine.push(
        (
          await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]), {
            token: shop.customer.token,
          })
        ).body,
      );
    }
    theirs = (
      await placeOrder(
        shop.api,
        codOrder([{ product: p._id, quantity: 2 }], { name: 'Nasima Akter', district: 'Sylhet' }),
        { token: other.token },
      )
    ).body;
    visitors = (await placeOrder(shop.api, bkashOrder([{ product: p._id, quantity: 1 }]))).body;
  });
  afterAll(() => shop.stop());

  it('when a customer lists their orders, then only their own come, newest first, paginated with X-Total-Count', async () => {
    const first = await shop.api.call('GET', '/orders?page=0&size=2', { token: shop.customer.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('3');
    expect(first.body.map((o: Order) => o._id)).toEqual([mine[2]!._id, mine[1]!._id]);
    const second = await shop.api.call('GET', '/orders?page=1&size=2', { token: shop.customer.token });
    expect(second.body.map((o: Order) => o._id)).toEqual([mine[0]!._id]);
    const theirList = await shop.api.call('GET', '/orders', { token: other.token });
    expect(theirList.body.map((o: Order) => o._id)).toEqual([theirs._id]);
    expect((await shop.api.call('GET', '/orders')).status).toBe(401);
    expect((await shop.api.call('GET', '/orders?size=1000', { token: other.token })).body.fields).toEqual({
      size: 'must be 100 or less',
    });
  });

  it("when a customer asks for another's order by its id, then 404; the owner and an admin get it; the key opens it for anyone", async () => {
    expect((await shop.api.call('GET', `/orders/${theirs._id}`, { token: shop.customer.token })).status).toBe(
      404,
    );
    expect((await shop.api.call('GET', `/orders/${theirs._id}`)).status).toBe(404);
    expect(
      (await shop.api.call('GET', `/orders/${visitors._id}`, { token: shop.customer.token })).status,
    ).toBe(404);
    expect((await shop.api.call('GET', `/orders/${theirs._id}`, { token: other.token })).body._id).toBe(
      theirs._id,
    );
    expect((await shop.api.call('GET', `/orders/${theirs._id}`, { token: shop.admin })).body._id).toBe(
      theirs._id,
    );
    expect((await shop.api.call('GET', `/orders/${theirs.key}`)).body._id).toBe(theirs._id);
    // a key one character off (never the key itself: one key in 64 ends in A)
    const offByOne = theirs.key.slice(0, -1) + (theirs.key.endsWith('A') ? 'B' : 'A');
    expect((await shop.api.call('GET', `/orders/${offByOne}`)).status).toBe(404);
    expect(
      (await shop.api.call('GET', `/orders/${theirs._id}/invoice.pdf`, { token: shop.customer.token }))
        .status,
    ).toBe(404);
  });

  it('when a visitor or a customer calls an admin route, then 401 and 403', async () => {
    for (const route of ['/orders/all', '/orders/counts']) {
      expect((await shop.api.call('GET', route)).status).toBe(401);
      expect((await shop.api.call('GET', route, { token: shop.customer.token })).status).toBe(403);
    }
  });

  it('when an admin lists all orders, then they are filtered by status, payment type and dates and searched by reference, mobile or name', async () => {
    const all = await shop.api.call('GET', '/orders/all?size=2', { token: shop.admin });
    expect(all.headers.get('x-total-count')).toBe('5');
    expect(all.body.map((o: Order) => o._id)).toEqual([visitors._id, theirs._id]);
    const ids = async (query: string) =>
      (await shop.api.call('GET', `/orders/all?${query}`, { token: shop.admin })).body.map(
        (o: Order) => o._id,
      );
    expect(await ids('status=payment_review')).toEqual([visitors._id]);
    expect(await ids('paymentType=Cash%20on%20Delivery')).toHaveLength(4);
    expect(await ids(`search=${theirs.reference}`)).toEqual([theirs._id]);
    expect(await ids(`search=${theirs.reference.toLowerCase()}`)).toEqual([theirs._id]);
    expect(await ids('search=nasima')).toEqual([theirs._id]);
    expect(await ids(`search=%2B88${theirs.customer.mobileNumber}`)).toEqual([theirs._id]);
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}`)).toHaveLength(5);
    expect(await ids('to=2020-01-01')).toEqual([]);
    expect(await ids('from=2999-01-01')).toEqual([]);
    const bad = await shop.api.call('GET', '/orders/all?status=lost&from=yesterday&paymentType=cash', {
      token: shop.admin,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['from', 'paymentType', 'status']);
    // a query operator never reaches the store (the simple query parser keeps `search[$ne]` a plain key)
    const operator = await shop.api.call('GET', '/orders/all?search[$ne]=x', { token: shop.admin });
    expect(operator.headers.get('x-total-count')).toBe('5');
  });

  it('when an admin asks for the counts, then each status and the total are counted', async () => {
    await shop.api.call('PUT', `/orders/${mine[0]!.key}`, {
      token: shop.admin,
      body: { status: 'processing' },
    });
    await shop.api.call('PUT', `/orders/${mine[1]!.key}`, {
      token: shop.admin,
      body: { status: 'cancelled' },
    });
    const res = await shop.api.call('GET', '/orders/counts', { token: shop.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      awaiting_payment: 0,
      payment_review: 1,
      pending: 2,
      processing: 1,
      shipped: 0,
      completed: 0,
      returned: 0,
      cancelled: 1,
      total: 5,
    });
  });

  it('when the invoice is asked for with the key, then a real PDF holds the company, both offices, the reference, the customer, the lines and the total in BDT', async () => {
    await shop.api.call('PUT', '/contact', {
      token: shop.admin,
      body: {
        blurb: 'Tyres',
        offices: [
          { name: 'Head office', address: 'House 42, Road 11, Banani, Dhaka 1213' },
          { name: 'Chattogram office', address: 'Agrabad, Chattogram 4100' },
        ],
        phones: ['+880 1711-000000'],
        email: 'info@tyrebrand.com.bd',
        social: [],
      },
    });
    const res = await send(shop.api, 'GET', `/orders/${theirs.key}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    const text = pdfText(pdf);
    for (const expected of [
      'Tyre Brand Bangladesh Ltd.',
      'Head office: House 42, Road 11, Banani, Dhaka 1213',
      'Chattogram office: Agrabad, Chattogram 4100',
      theirs.reference,
      'Nasima Akter',
      'Sylhet',
      theirs.items[0]!.title,
      'BDT 2,46,900/-',
      'BDT 1,800/-',
      `BDT ${new Intl.NumberFormat('en-IN').format(theirs.total)}/-`,
      'Cash on Delivery',
      'Pending',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    expect(theirs.total).toBe(246_900 + 1_800);
    // the owner by id, an admin by id; nobody else without the key
    expect(
      (await shop.api.call('GET', `/orders/${theirs._id}/invoice.pdf`, { token: other.token })).status,
    ).toBe(200);
    expect(
      (await shop.api.call('GET', `/orders/${theirs._id}/invoice.pdf`, { token: shop.admin })).status,
    ).toBe(200);
    expect((await shop.api.call('GET', `/orders/${theirs._id}/invoice.pdf`)).status).toBe(404);
  });

  it('when a bKash order has a name in Bangla, then the invoice writes it in an embedded Bengali font', async () => {
    const p = await product(shop, { stock: 5 });
    const body = {
      ...bkashOrder([{ product: p._id, quantity: 1 }]),
      customer: customerDetails({ name: 'রহিম উদ্দিন' }),
    };
    body.payment.mobileNumber = body.customer.mobileNumber;
    const order = (await placeOrder(shop.api, body)).body as Order;
    const res = await send(shop.api, 'GET', `/orders/${order.key}/invoice.pdf`);
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain(order.payment.trxID!);
    expect(text).toContain('Payment under review');
    // the name is drawn in an embedded Bengali font whose Unicode map holds its letters (র, হ, ম, দ)
    const raw = (res.body as Buffer).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali/);
    for (const codePoint of ['09b0', '09b9', '09ae', '09a6']) expect(raw).toContain(`<${codePoint}`);
  });
});
