import type { Order } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codOrder, openShop, placeOrder, product, send, type Shop } from './order-helpers';
import { pdfText, pdfTextRuns } from './pdf-text';

const BENGALI_DIGIT = /[০-৯]/;

describe('the invoice in the language of the order', () => {
  let shop: Shop;
  let productId: string;
  beforeAll(async () => {
    shop = await openShop();
    productId = (await product(shop, { stock: 50, price: 123450, inside: 500, outside: 900 }))._id;
    // the issuer's offices, with the Bangla twins of one of them
    const saved = await shop.api.call('PUT', '/contact', {
      token: shop.admin,
      body: {
        blurb: 'Tyres for every road.',
        offices: [
          {
            name: 'Head office',
            address: 'Banani, Dhaka',
            nameBn: 'প্রধান কার্যালয়',
            addressBn: 'বনানী, ঢাকা',
          },
          { name: 'Depot', address: 'Tongi' },
        ],
        phones: ['+880 1711-000000'],
        email: 'info@example.com.bd',
        social: [],
      },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => shop.stop());

  const place = async (language?: 'en' | 'bn') => {
    const body = { ...codOrder([{ product: productId, quantity: 2 }], { district: 'Khulna' }), language };
    const res = await placeOrder(shop.api, body);
    expect(res.status).toBe(201);
    return res.body as Order;
  };
  const invoice = async (order: Order) => {
    const res = await send(shop.api, 'GET', `/orders/${order.key}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    return res.body as Buffer;
  };

  it('when an order is placed in Bangla, then it keeps its language and its PDF has Bangla labels, Bengali digits and the Bangla district', async () => {
    const order = await place('bn');
    expect(order.language).toBe('bn');
    const read = await send(shop.api, 'GET', `/orders/${order.key}`);
    expect((read.body as Order).language).toBe('bn');

    const pdf = await invoice(order);
    const text = pdfText(pdf);
    // labels (words without a vowel sign drawn before its consonant read back as written)
    for (const label of ['একক দাম', 'অবস্থা:', 'পণ্য', 'মূল্য']) expect(text).toContain(label);
    expect(text).not.toMatch(/Unit price|Subtotal|Bill and deliver to|INVOICE|Qty|Amount/);
    // the district in Bangla (খুলনা), not in English
    expect(text).toContain('খুলনা');
    // the issuer's office in Bangla where it has its twins, in English where it has none
    expect(text).toContain('বনানী');
    expect(text).not.toContain('Banani');
    expect(text).toContain('Depot: Tongi');
    expect(text).not.toContain('Khulna');
    // amounts in Bengali digits with lakh grouping: 2 × 123,450 + 2 × 900 shipping = 2,48,700
    expect(text).toContain('৳ ২,৪৮,৭০০');
    expect(text).not.toMatch(/BDT|\/-/);
    // the date in Bangla: Bengali digits and a Bangla month name, no English month
    const year = new Date(order.createdAt).getUTCFullYear();
    expect(text).toContain(String(year).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!));
    expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    // the quantity column in Bengali digits too
    expect(pdfTextRuns(pdf)).toContain('২');
    // the labels are drawn in the embedded Bengali font
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Bold/);
  });

  it('when an order is placed in English or with no language, then it is English and its PDF keeps the English labels and BDT amounts', async () => {
    for (const language of ['en', undefined] as const) {
      const order = await place(language);
      expect(order.language).toBe('en');
      const text = pdfText(await invoice(order));
      for (const label of ['INVOICE', 'Reference:', 'Bill and deliver to', 'Unit price', 'Subtotal', 'Total'])
        expect(text).toContain(label);
      expect(text).toContain('Khulna');
      expect(text).toContain('Head office: Banani, Dhaka');
      expect(text).toContain('BDT 2,48,700/-');
      expect(text).toMatch(/\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
      expect(text).not.toMatch(BENGALI_DIGIT);
    }
  });

  it('when an order is placed with a language the site does not have, then it is refused by field', async () => {
    const body = { ...codOrder([{ product: productId, quantity: 1 }]), language: 'fr' };
    const res = await placeOrder(shop.api, body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ language: 'must be one of en, bn' });
    expect(res.body.fieldIssues).toEqual({ language: { code: 'oneOf', params: { options: 'en, bn' } } });
  });
});
