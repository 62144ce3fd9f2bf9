import { ORDER_EVENTS, type Order, type OrderEvent } from '@tyre/contracts';
import { describe, expect, it } from 'vitest';
import { customerMessages, smsSegments } from '..';
import { SMS_NAME_MAX, smsName } from '../sms';
import { linksFor, pathao, testOrder, type Shipment } from './test-orders';

const LANGUAGES = ['en', 'bn'] as const;
const PAYMENTS = [false, true] as const;

/** Every event an order of this payment meets (a COD order has no bKash payment to verify). */
const eventsOf = (bkash: boolean): OrderEvent[] =>
  ORDER_EVENTS.filter((event) => bkash || (event !== 'payment_verified' && event !== 'payment_rejected'));

const sms = (event: OrderEvent, order: Order, origin?: string) =>
  customerMessages(event, order, linksFor(order, origin)).sms.text;

// The longest a message's own data gets: a 100-character name (the checkout's limit), the longest
// district, a courier named with 60 characters (the limit) in both languages, a 60-character
// tracking number, a seven-digit reference and an https origin of 40 characters.
const longCourier: Shipment = {
  courier: {
    _id: '665f1c2e8b3a4d0012345682',
    name: 'Sundarban Courier Service and Parcel Delivery Limited Branch'.padEnd(60, 'x'),
    nameBn: 'সুন্দরবন কুরিয়ার সার্ভিস অ্যান্ড পার্সেল ডেলিভারি লিমিটেড'.padEnd(60, 'ক'),
  },
  trackingNumber: 'SCS-2026-03-10/CHAPAINAWABGANJ-BRANCH-0000000000000001234567'.slice(0, 60),
  at: '2026-03-12T10:00:00.000Z',
};
const worstOrigin = 'https://shop.tyrebrand-bangladesh.com.bd';
const worstOrder = (language: 'en' | 'bn', bkash: boolean) =>
  testOrder({
    language,
    bkash,
    reference: 'TB-2612345',
    name: 'Mohammad Abdur Rahman Chowdhury Khan Majumder Bhuiyan Talukder Sarkar Mollah Sheikh Howlader Miah Jr',
    district: 'Chapainawabganj',
    shipment: longCourier,
    items: [
      { ...testOrder().items[0]!, quantity: 20, unitPrice: 99_999, lineTotal: 1_999_980, shipping: 4800 },
    ],
  });

describe('customer SMS', () => {
  it('when the worst case is set up, then its parts are as long as the test says', () => {
    expect(worstOrigin).toHaveLength(40);
    expect(longCourier.courier!.name).toHaveLength(60);
    expect(longCourier.courier!.nameBn).toHaveLength(60);
    expect(longCourier.trackingNumber).toHaveLength(60);
    expect(worstOrder('en', false).customer.name).toHaveLength(100);
  });

  for (const language of LANGUAGES) {
    for (const bkash of PAYMENTS) {
      for (const event of eventsOf(bkash)) {
        it(`when ${event} (${language}, ${bkash ? 'bKash' : 'COD'}), then the SMS has the reference and the whole tracking link in two SMS at most`, () => {
          for (const order of [
            testOrder({ language, bkash, shipment: event === 'shipped' ? pathao : undefined }),
            worstOrder(language, bkash),
          ]) {
            const origin = order.reference === 'TB-2612345' ? worstOrigin : undefined;
            const text = sms(event, order, origin);
            const count = smsSegments(text);
            expect(count.segments, text).toBeLessThanOrEqual(2);
            expect(count.encoding).toBe(language === 'bn' ? 'ucs2' : 'gsm7');
            expect(text).toContain(order.reference);
            expect(text).toContain(linksFor(order, origin).trackUrl);
            // the link ends its line: nothing is glued to it
            expect(text).toMatch(
              new RegExp(`${linksFor(order, origin).trackUrl.replace(/[?.]/g, '\\$&')}(\\n|$)`),
            );
          }
        });
      }
    }
  }

  it('when a COD order is placed, then the SMS says what to pay on delivery, in English', () => {
    expect(sms('placed', testOrder({ language: 'en' }))).toBe(
      'Dear Rahim Uddin,\n' +
        'Your order TB-260001 has been received. Please pay BDT 12,860/- in cash on delivery. We will call you to confirm it.\n' +
        'Track: https://tyrebrand.com.bd/track?ref=TB-260001\n' +
        '- Tyre Brand',
    );
  });

  it('when a COD order is placed in Bangla, then the SMS is Bangla with the amount in Bengali digits', () => {
    const text = sms('placed', testOrder({ language: 'bn' }));
    expect(text).toBe(
      'আপনার অর্ডার TB-260001 গ্রহণ করা হয়েছে। পণ্য হাতে পেয়ে ৳ ১২,৮৬০ পরিশোধ করবেন।\n' +
        'https://tyrebrand.com.bd/track?ref=TB-260001',
    );
    expect(smsSegments(text)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });

  it('when a bKash order is placed, then the SMS says the payment is being verified, with its TrxID', () => {
    const en = sms('placed', testOrder({ language: 'en', bkash: true }));
    expect(en).toContain('we are verifying your bKash payment (TrxID 8N7A6B5C4D, BDT 12,860/-)');
    expect(en).not.toContain('cash on delivery');
    const bn = sms('placed', testOrder({ language: 'bn', bkash: true }));
    expect(bn).toContain('বিকাশ পেমেন্ট');
    expect(bn).toContain('যাচাই হচ্ছে');
    expect(bn).not.toContain('পণ্য হাতে পেয়ে');
    // and a COD order's says nothing of bKash
    expect(sms('placed', testOrder({ language: 'en' }))).not.toContain('bKash');
  });

  it('when an English order has a name outside the GSM alphabet, then the SMS still fits, going 7-bit without the greeting', () => {
    for (const event of eventsOf(true)) {
      const order = {
        ...worstOrder('en', true),
        customer: { ...testOrder().customer, name: 'মোহাম্মদ আব্দুর রহমান চৌধুরী' },
      };
      const text = sms(event, order, worstOrigin);
      expect(smsSegments(text), text).toMatchObject({ encoding: 'gsm7' });
      expect(smsSegments(text).segments, text).toBeLessThanOrEqual(2);
      expect(text).not.toContain('Dear');
      expect(text).toContain('TB-2612345');
    }
    // with a short text the Bangla name stays, and the SMS goes as UCS-2 in two parts
    const short = sms('processing', testOrder({ name: 'রহিম' }));
    expect(short.startsWith('Dear রহিম,\n')).toBe(true);
    expect(smsSegments(short)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });

  it('when an order has no language, then its messages are English', () => {
    const order = testOrder();
    expect(order.language).toBeUndefined();
    expect(sms('processing', order)).toContain('Your order TB-260001 is being prepared for delivery.');
    expect(customerMessages('processing', order, linksFor(order)).email.subject).toMatch(/^Order TB-260001/);
  });

  it('when an order is shipped with a courier, then the SMS names the courier in its language and gives the tracking number', () => {
    const en = sms('shipped', testOrder({ language: 'en', shipment: pathao }));
    expect(en).toContain('Courier: Pathao Courier, Tracking no: DP120326ABC');
    expect(en).toContain('Please keep BDT 12,860/- ready to pay on delivery.');
    const bn = sms('shipped', testOrder({ language: 'bn', shipment: pathao }));
    expect(bn).toContain('কুরিয়ার: পাঠাও কুরিয়ার, ট্র্যাকিং নং: DP120326ABC');
    expect(bn).not.toContain('Pathao');
    // a paid bKash order has nothing to pay on delivery
    expect(sms('shipped', testOrder({ language: 'en', bkash: true, shipment: pathao }))).not.toContain(
      'ready to pay',
    );
  });

  it('when an order is shipped with no courier or no number, then the SMS gives what there is', () => {
    const numberOnly: Shipment = { courier: null, trackingNumber: 'RX-7788', at: pathao.at };
    expect(sms('shipped', testOrder({ language: 'en', shipment: numberOnly }))).toContain(
      '\nTracking no: RX-7788\n',
    );
    const courierOnly: Shipment = { courier: pathao.courier, at: pathao.at };
    const text = sms('shipped', testOrder({ language: 'en', shipment: courierOnly }));
    expect(text).toContain('\nCourier: Pathao Courier\n');
    expect(text).not.toContain('Tracking no');
    expect(sms('shipped', testOrder({ language: 'en' }))).not.toContain('Courier');
  });

  it('when the text is too long, then the optional parts go in their order and the tracking number stays longest', () => {
    const en = sms('shipped', worstOrder('en', false));
    // 7-bit has room for the 60-character courier and number; the greeting and the amount go
    expect(en).toContain(longCourier.courier!.name);
    expect(en).toContain(longCourier.trackingNumber);
    expect(en).not.toContain('Dear ');
    const bn = sms('shipped', worstOrder('bn', false));
    // UCS-2 has not: the courier goes before the tracking number, which goes last
    expect(bn).not.toContain(longCourier.courier!.nameBn);
    expect(bn).not.toContain('প্রিয়');
    expect(bn).not.toContain('ট্র্যাক করুন');
    const shorter = { ...longCourier, trackingNumber: 'DP120326ABC' };
    const order = worstOrder('bn', false);
    expect(sms('shipped', { ...order, shipment: shorter })).toContain('ট্র্যাকিং নং: DP120326ABC');
  });

  it('when a long part is left out, then a shorter one left out before it comes back if it fits', () => {
    // the greeting (the name cut to 30 characters) cannot stay; the sign-off, left out before it,
    // fits again after
    const text = sms('completed', worstOrder('bn', false), worstOrigin);
    expect(text).not.toContain('প্রিয়');
    expect(text).toContain('ট্র্যাক করুন: ');
    expect(text.endsWith('\n- Tyre Brand')).toBe(true);
    // in 7-bit all of it fits, the name cut to its first 30 characters
    expect(sms('completed', worstOrder('en', false), worstOrigin)).toMatch(
      /^Dear Mohammad Abdur Rahman Chowdhur,\nYour order TB-2612345 has been delivered\. Thank you for shopping with us!\nTrack: .*\n- Tyre Brand$/,
    );
  });

  it('when every optional part is left out, then a tracking link of 70 characters still fits', () => {
    const origin = 'https://orders.tyrebrand-bangladesh-online.com.bd';
    for (const language of LANGUAGES) {
      for (const bkash of PAYMENTS) {
        for (const event of eventsOf(bkash)) {
          const order = worstOrder(language, bkash);
          expect(linksFor(order, origin).trackUrl).toHaveLength(70);
          const text = sms(event, order, origin);
          expect(smsSegments(text).segments, text).toBeLessThanOrEqual(2);
          expect(text).toContain(linksFor(order, origin).trackUrl);
        }
      }
    }
  });

  it('when the link alone is too long for two SMS, then it is sent whole rather than cut', () => {
    const origin = `https://${'very-long-subdomain.'.repeat(8)}example.com.bd`;
    const order = worstOrder('bn', true);
    const text = sms('payment_rejected', order, origin);
    expect(smsSegments(text).segments).toBeGreaterThan(2);
    expect(text).toBe(
      `বিকাশ পেমেন্ট যাচাই না হওয়ায় অর্ডার TB-2612345 বাতিল হয়েছে।\n${linksFor(order, origin).trackUrl}`,
    );
  });
});

// Issue 38, item 1: an order form must not make the shop send a text of the customer's choosing.
// The contract refuses such names now; an order stored before (or any text that got through) is
// still cleaned here.
describe("the customer's name in an SMS", () => {
  const withName = (name: string, language: 'en' | 'bn' = 'en') =>
    sms('processing', testOrder({ language, name }));
  const phishing = 'Customer\nURGENT: pay 500 Tk advance by bKash to 01711111111 or it will be cancelled';

  it('when a name carries a line break and a message, then the SMS greets one line of at most 30 characters and says nothing else of it', () => {
    const text = withName(phishing);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Dear Customer URGENT: pay 500 Tk ad,');
    expect(lines.slice(1).join('\n')).toBe(
      'Your order TB-260001 is being prepared for delivery. We will let you know when it ships.\n' +
        'Track: https://tyrebrand.com.bd/track?ref=TB-260001\n- Tyre Brand',
    );
    expect(text).not.toContain('01711111111');
    // in Bangla (UCS-2) the greeting does not fit this SMS: nothing of the name is left
    const bn = sms('processing', testOrder({ language: 'bn', name: phishing }));
    expect(bn).not.toContain('01711111111');
    expect(bn).not.toContain('URGENT');
  });

  it('when a name carries bidi controls, other format or control characters, or line and paragraph separators, then they are gone', () => {
    expect(
      withName('Rahim\u202E\u2066 Uddin\u200B\u2028Khan\u0085\u2029\tMiah\u00AD\uFEFF').split('\n')[0],
    ).toBe('Dear Rahim Uddin Khan Miah,');
    expect(withName('\u202Enip\u202C').split('\n')[0]).toBe('Dear nip,');
    // a name of nothing but controls: no greeting at all
    expect(withName('\u202E\n\u200F').startsWith('Your order TB-260001')).toBe(true);
  });

  it('when a Bangla name is longer than 30 characters, then it is cut between characters as a reader counts them, never inside a conjunct', () => {
    const name = 'মোহাম্মদ আব্দুর রহমান চৌধুরী খান মজুমদার ভূঁইয়া';
    const kept = smsName(name);
    expect(name.startsWith(kept)).toBe(true);
    expect([...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(kept)]).toHaveLength(
      SMS_NAME_MAX,
    );
    // what follows the cut starts a new character: no vowel sign, virama or nukta left behind
    expect(name.slice(kept.length)).not.toMatch(/^[\u0981-\u0983\u09BC\u09BE-\u09CD\u09D7]/);
    // the joiner of র‍্য is a format character: the SMS writes the usual র্য
    expect(smsName('র\u200D্যাব')).toBe('র্যাব');
    expect(sms('completed', testOrder({ language: 'bn', name: 'রহিম' }), 'https://x.co').split('\n')[0]).toBe(
      'প্রিয় রহিম,',
    );
  });

  it('when a TrxID is not the 10 letters and digits of bKash, then the SMS leaves it out', () => {
    const order = testOrder({ language: 'en', bkash: true });
    const odd = { ...order, payment: { ...order.payment, trxID: 'CALL 01711111111 NOW' } };
    const text = customerMessages('placed', odd, linksFor(odd)).sms.text;
    expect(text).not.toContain('01711111111');
    expect(customerMessages('placed', order, linksFor(order)).sms.text).toContain('TrxID 8N7A6B5C4D');
  });
});
