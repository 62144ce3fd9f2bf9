import { ORDER_EVENTS, type OrderEvent } from '@tyre/contracts';
import { describe, expect, it } from 'vitest';
import { customerMessages, staffMessage } from '..';
import { cityRider, gripPro, linksFor, pathao, testOrder } from './test-orders';

const email = (event: OrderEvent, order = testOrder()) =>
  customerMessages(event, order, linksFor(order)).email;

describe('customer e-mail', () => {
  for (const language of ['en', 'bn'] as const) {
    for (const bkash of [false, true]) {
      it(`when any event of a ${bkash ? 'bKash' : 'COD'} order in ${language}, then the e-mail has a subject, a text and an HTML part with the links`, () => {
        for (const event of ORDER_EVENTS) {
          const order = testOrder({ language, bkash, shipment: pathao });
          const { subject, text, html } = email(event, order);
          expect(subject).toContain('TB-260001');
          expect(subject.endsWith(' - Tyre Brand')).toBe(true);
          for (const part of [text, html]) {
            expect(part).toContain(linksFor(order).trackUrl);
            expect(part).toContain(linksFor(order).invoiceUrl);
          }
          expect(html.startsWith('<!DOCTYPE html><html lang="' + language + '">')).toBe(true);
          // each event says its own thing
          const others = ORDER_EVENTS.filter((e) => e !== event).map((e) => email(e, order).subject);
          expect(others).not.toContain(subject);
        }
      });
    }
  }

  it('when an order is e-mailed in English, then the text part lists the lines, the totals and the payment', () => {
    const { subject, text } = email('placed', testOrder({ language: 'en' }));
    expect(subject).toBe('Order TB-260001 received - Tyre Brand');
    expect(text).toBe(
      [
        'Dear Rahim Uddin,',
        '',
        'Your order TB-260001 has been received. Please pay BDT 12,860/- in cash on delivery. We will call you to confirm it.',
        '',
        'Order TB-260001',
        '- Grip Pro 90/90-17: 2 x BDT 4,500/- = BDT 9,000/-',
        '- City Rider 2.75-18: 1 x BDT 3,500/- = BDT 3,500/-',
        '',
        'Subtotal: BDT 12,500/-',
        'Shipping: BDT 360/-',
        'Total: BDT 12,860/-',
        '',
        'Payment: Cash on Delivery',
        '',
        'Track your order: https://tyrebrand.com.bd/track?ref=TB-260001',
        'View the invoice: https://tyrebrand.com.bd/invoice/k7Qx2mZp9VbN4cLw8RtY3sHd',
        '',
        'Thank you,',
        'Tyre Brand',
        'Phone: 09612-345678',
      ].join('\n'),
    );
  });

  it('when an order is e-mailed in Bangla, then titles are Bangla (English when none) and money has Bengali digits', () => {
    const { subject, text, html } = email('placed', testOrder({ language: 'bn', bkash: true }));
    expect(subject).toBe('অর্ডার TB-260001 গ্রহণ করা হয়েছে: বিকাশ পেমেন্ট যাচাই হচ্ছে - Tyre Brand');
    expect(text).toContain('- গ্রিপ প্রো ৯০/৯০-১৭: ২ x ৳ ৪,৫০০ = ৳ ৯,০০০');
    expect(text).toContain('- City Rider 2.75-18: ১ x ৳ ৩,৫০০ = ৳ ৩,৫০০');
    expect(text).toContain('উপমোট: ৳ ১২,৫০০\nডেলিভারি চার্জ: ৳ ৩৬০\nমোট: ৳ ১২,৮৬০');
    expect(text).toContain('পেমেন্ট: বিকাশ\nTrxID: 8N7A6B5C4D');
    expect(text).toContain(
      'আপনার অর্ডার TB-260001 পেয়েছি, বিকাশ পেমেন্ট (TrxID 8N7A6B5C4D, ৳ ১২,৮৬০) যাচাই হচ্ছে।',
    );
    expect(text).not.toMatch(/12,860|12,500/);
    expect(html).toContain('>গ্রিপ প্রো ৯০/৯০-১৭</td>');
    expect(html).toContain('>৳ ১২,৮৬০</td>');
    expect(html).toContain("font-family:'Noto Sans Bengali'");
  });

  it('when an order was shipped, then the e-mail gives the courier, the number and the link to its tracking page', () => {
    const en = email('shipped', testOrder({ language: 'en', shipment: pathao }));
    expect(en.text).toContain('Courier: Pathao Courier\nTracking number: DP120326ABC');
    expect(en.text).toContain(
      "Follow it on the courier's website: https://courier.example.com/track/DP120326ABC",
    );
    expect(en.html).toContain('href="https://courier.example.com/track/DP120326ABC"');
    const bn = email('shipped', testOrder({ language: 'bn', shipment: pathao }));
    expect(bn.text).toContain('কুরিয়ার: পাঠাও কুরিয়ার\nট্র্যাকিং নম্বর: DP120326ABC');
    // an order not shipped has no shipment block
    expect(email('processing', testOrder({ language: 'en' })).text).not.toContain('Courier');
  });

  it('when a product, a name or a courier holds markup, then the HTML shows it as text', () => {
    const order = testOrder({
      language: 'en',
      name: 'Rahim <b>"Bhai"</b> & Sons',
      items: [{ ...gripPro, title: '<script>alert("x")</script>' }, cityRider],
      shipment: {
        ...pathao,
        courier: { ...pathao.courier!, name: "<img src=x onerror='alert(1)'>" },
        trackingUrl: 'javascript:alert(1)',
      },
    });
    const { text, html } = email('shipped', order);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Dear Rahim &lt;b&gt;&quot;Bhai&quot;&lt;/b&gt; &amp; Sons,');
    expect(html).toContain('&lt;img src=x onerror=&#39;alert(1)&#39;&gt;');
    // a link that is no web address is not linked, in either part
    expect(html).not.toContain('javascript:');
    expect(text).not.toContain('javascript:');
    // the text part is plain text: the title as it is
    expect(text).toContain('- <script>alert("x")</script>: 2 x BDT 4,500/- = BDT 9,000/-');
  });
});

describe('staff e-mail', () => {
  it('when any event but placed, then the staff are not written to', () => {
    for (const event of ORDER_EVENTS.filter((e) => e !== 'placed')) {
      for (const bkash of [false, true]) {
        const order = testOrder({ bkash });
        expect(staffMessage(event, order, linksFor(order)), event).toBeNull();
      }
    }
  });

  it('when a COD order is placed, then the staff get a new order with the customer, district, total, payment and the dashboard link', () => {
    const order = testOrder({ language: 'bn', district: 'Chapainawabganj' });
    const mail = staffMessage('placed', order, linksFor(order))!;
    expect(mail.subject).toBe('New order TB-260001: BDT 12,860/-, Cash on Delivery');
    expect(mail.text).toContain('A new order has been placed: TB-260001.');
    expect(mail.text).toContain(
      'Customer: Rahim Uddin\nDistrict: Chapainawabganj\nTotal: BDT 12,860/-\nPayment: Cash on Delivery',
    );
    // English whatever the order's language
    expect(mail.text).toContain('- Grip Pro 90/90-17: 2 x BDT 4,500/- = BDT 9,000/-');
    expect(mail.text).not.toMatch(/[\u0980-\u09FF]/);
    expect(mail.text).toContain(
      'Open the order in the dashboard: https://tyrebrand.com.bd/dashboard/orders/k7Qx2mZp9VbN4cLw8RtY3sHd',
    );
    expect(mail.html).toContain('href="https://tyrebrand.com.bd/dashboard/orders/k7Qx2mZp9VbN4cLw8RtY3sHd"');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).not.toContain('Payment to verify');
  });

  it('when a bKash order is placed, then the staff are asked to verify the payment by its TrxID', () => {
    const order = testOrder({ bkash: true });
    const mail = staffMessage('placed', order, linksFor(order))!;
    expect(mail.subject).toBe('New order TB-260001: bKash payment to verify (TrxID 8N7A6B5C4D)');
    expect(mail.text).toContain(
      'Payment to verify: look for TrxID 8N7A6B5C4D (BDT 12,860/- from 01898765432) on the bKash statement',
    );
    expect(mail.text).toContain('Payment: bKash\nTrxID: 8N7A6B5C4D');
    expect(mail.html).toContain('Payment to verify: look for TrxID 8N7A6B5C4D');
  });

  it('when a customer name holds markup, then the staff HTML shows it as text', () => {
    const order = testOrder({ name: '<a href="https://evil.example">Click</a>' });
    const mail = staffMessage('placed', order, linksFor(order))!;
    expect(mail.html).not.toContain('<a href="https://evil.example"');
    expect(mail.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Click&lt;/a&gt;');
  });
});
