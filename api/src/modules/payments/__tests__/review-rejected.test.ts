// A card payment SSLCommerz marked risky (risk level 1) is held for an admin's review: rejected
// (the order cancelled), its money goes back through SSLCommerz's refund API once, whatever
// repeats or dies on the way, and the customer is told in the order's language; accepted, the
// order is a paid order.
import type { Order, PaymentRecord } from '@tyre/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSslcommerzGateway, type SslcommerzTestGateway } from '../../../test/sslcommerz-gateway';
import { ADMIN, apiCaller, startTestApi, type TestApi } from '../../../test/test-api';
import { eventually } from '../../messages/__tests__/outbox-helpers';
import { customerMessages, smsSegments } from '../../messages/templates';
import { linksFor, testOrder } from '../../messages/templates/__tests__/test-orders';
import { openShop, product, type Shop } from '../../orders/__tests__/order-helpers';
import {
  clearFaults,
  crashRig,
  messagesOf,
  orderOf,
  placeOnline,
  postBack,
  startApiProcess,
  startSslcommerz,
} from './payment-helpers';

const ORIGIN = 'https://tyres.example.com.bd';
const MERCHANT = '/validator/api/merchantTransIDvalidationAPI.php';

let gateway: SslcommerzTestGateway;
let shop: Shop;

beforeAll(async () => {
  gateway = await startSslcommerzGateway();
  shop = await openShop({ ...gateway.env, PUBLIC_ORIGIN: ORIGIN, PAYMENT_SWEEP_SECONDS: '1' });
});
afterAll(async () => {
  await shop?.stop();
  await gateway?.stop();
});
afterEach(() => {
  clearFaults(gateway.faults);
  vi.useRealTimers();
});

/** An order paid with a card SSLCommerz marked risky: held in payment review. */
async function heldForReview(api: TestApi, productId: string, language: 'en' | 'bn'): Promise<Order> {
  gateway.faults.noIpn = true;
  const order = await placeOnline(api, productId, 'SSLCommerz', {
    language,
    customer: { email: 'rafiq@example.com' },
  });
  const tranId = await startSslcommerz(api, order);
  await postBack(api, gateway.pay(tranId, 'risky'));
  const held = await orderOf(api, order);
  expect(held.status).toBe('payment_review');
  return held;
}

const paymentOf = async (api: TestApi, token: string, order: Order) =>
  ((await api.call('GET', `/payments?search=${order.reference}`, { token })).body as PaymentRecord[])[0]!;

describe('a risky card payment rejected in review', () => {
  it('when an admin rejects it, then SSLCommerz refunds it in full once (again rejected, the sweeper after it: still once), and the customer is told the card payment was not accepted and the money is being returned, in Bangla', async () => {
    const p = await product(shop, { price: 4000, stock: 5, inside: 80 });
    const order = await heldForReview(shop.api, p._id, 'bn');
    const session = gateway.byTranId(order.payment.paymentID!)!;

    const rejected = await shop.api.call('PUT', `/orders/${order.key}`, {
      token: shop.admin,
      body: { status: 'cancelled' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const refunded = await eventually(
      () => orderOf(shop.api, order),
      (o) => o.payment.refunds?.[0]?.state === 'done',
    );
    expect(session.refunds).toHaveLength(1);
    expect(session.refunds[0]).toMatchObject({ amount: `${order.total}.00`, status: 'refunded' });
    const call = gateway.calls.filter((c) => c.path === MERCHANT && c.params.refund_amount).at(-1)!;
    expect(call.params).toMatchObject({
      bank_tran_id: session.bankTranId,
      refund_amount: `${order.total}.00`,
      refe_id: order.reference,
    });
    expect(refunded.status).toBe('cancelled');
    expect(refunded.payment.refunded).toBe(order.total);
    expect(refunded.payment.refunds).toEqual([
      expect.objectContaining({ amount: order.total, state: 'done', ref: session.refunds[0]!.refund_ref_id }),
    ]);
    expect(refunded.history.filter((h) => h.refund)).toHaveLength(1);
    expect(
      await eventually(
        () => paymentOf(shop.api, shop.admin, order),
        (x) => x.state === 'refunded',
      ),
    ).toMatchObject({ state: 'refunded', refunded: order.total });

    // rejected again (refused: it is cancelled), and the sweeper's rounds after it: no second refund
    const again = await shop.api.call('PUT', `/orders/${order.key}`, {
      token: shop.admin,
      body: { status: 'cancelled' },
    });
    expect(again.status).not.toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    // the sweeper's rounds (every second here) in that time
    await new Promise((r) => setTimeout(r, 3_000));
    vi.useRealTimers();
    expect(session.refunds).toHaveLength(1);
    expect((await orderOf(shop.api, order)).payment.refunds).toHaveLength(1);

    // the customer: the card payment was not accepted and the money is on its way back (not "bKash")
    const messages = await eventually(
      () => messagesOf(shop.api, shop.admin, order),
      (m) => m.filter((x) => x.event === 'payment_rejected').length >= 2,
    );
    const declined = messages.filter((m) => m.event === 'payment_rejected');
    expect(declined.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of declined) {
      expect(m.language).toBe('bn');
      expect(m.text).toContain(`গ্রহণ করা যায়নি, অর্ডার ${order.reference} বাতিল; টাকা ফেরত যাচ্ছে।`);
      expect(m.text).not.toContain('বিকাশ');
    }
    expect(declined.find((m) => m.channel === 'email')!.text).toContain('দুঃখিত, আপনার কার্ড বা অনলাইন পেমেন্ট');
    expect(declined.find((m) => m.channel === 'email')!.subject).toContain(
      `অর্ডার ${order.reference} বাতিল: আপনার পেমেন্ট গ্রহণ করা যায়নি`,
    );
  }, 40_000);

  it('when SSLCommerz refuses the refund, then the payment is flagged on the order for an admin, and the customer is told in English', async () => {
    const p = await product(shop, { price: 3000, stock: 5, inside: 80 });
    const order = await heldForReview(shop.api, p._id, 'en');
    gateway.faults.refuseRefunds = true;
    await shop.api.call('PUT', `/orders/${order.key}`, { token: shop.admin, body: { status: 'cancelled' } });
    const flagged = await eventually(
      () => orderOf(shop.api, order),
      (o) => Boolean(o.payment.flagged),
    );
    expect(flagged.payment.flagged).toContain('rejected in review but SSLCommerz refused to refund it');
    expect(flagged.payment.refunds ?? []).toEqual([]);
    expect(gateway.byTranId(order.payment.paymentID!)!.refunds).toEqual([]);
    expect(
      await eventually(
        () => paymentOf(shop.api, shop.admin, order),
        (x) => x.state === 'flagged',
      ),
    ).toMatchObject({ state: 'flagged' });
    const sms = (
      await eventually(
        () => messagesOf(shop.api, shop.admin, order),
        (m) => m.some((x) => x.event === 'payment_rejected' && x.channel === 'sms'),
      )
    ).find((x) => x.event === 'payment_rejected' && x.channel === 'sms')!;
    expect(sms.text).toContain(
      `could not accept your card or online payment (BDT ${order.total.toLocaleString('en')}/-) for order ${order.reference}, so it has been cancelled. The money is being returned the way you paid.`,
    );
    expect(sms.text).not.toContain('bKash');
  });

  it('when an admin accepts it, then the order moves on as a paid order and nothing is refunded', async () => {
    const p = await product(shop, { price: 3500, stock: 5, inside: 80 });
    const order = await heldForReview(shop.api, p._id, 'en');
    const moved = await shop.api.call('PUT', `/orders/${order.key}`, {
      token: shop.admin,
      body: { status: 'pending' },
    });
    expect(moved.status).toBe(200);
    expect(
      await eventually(
        () => paymentOf(shop.api, shop.admin, order),
        (x) => x.state === 'completed',
      ),
    ).toMatchObject({ state: 'completed', riskLevel: 1 });
    const after = await orderOf(shop.api, order);
    expect(after.status).toBe('pending');
    expect(after.payment.refunds ?? []).toEqual([]);
    expect(gateway.byTranId(order.payment.paymentID!)!.refunds).toEqual([]);
  });
});

describe("the customer's message of a card payment rejected in review", () => {
  for (const language of ['en', 'bn'] as const) {
    it(`when written in ${language} for the longest name and total, then the SMS keeps the reference, the refund and the whole tracking link in two SMS, and the e-mail says it all`, () => {
      const plain = testOrder({
        language,
        reference: 'TB-2612345',
        name: 'Mohammad Abdur Rahman Chowdhury Khan Majumder Bhuiyan Talukder Sarkar Mollah Sheikh Howlader Miah Jr',
      });
      const order: Order = {
        ...plain,
        total: 1_999_980,
        payment: { ...plain.payment, paymentType: 'SSLCommerz', gateway: 'sslcommerz' },
      };
      const origin = 'https://shop.tyrebrand-bangladesh.com.bd';
      const { sms, email } = customerMessages('payment_rejected', order, linksFor(order, origin));
      expect(smsSegments(sms.text).segments).toBeLessThanOrEqual(2);
      expect(sms.text).toContain('TB-2612345');
      expect(sms.text).toContain(linksFor(order, origin).trackUrl);
      expect(sms.text).toContain(
        language === 'en'
          ? 'The money is being returned the way you paid.'
          : `অর্ডার TB-2612345 বাতিল; টাকা ফেরত যাচ্ছে।`,
      );
      expect(sms.text).not.toMatch(/bKash|বিকাশ/);
      expect(email.text).toContain(language === 'en' ? 'It may take a few working days' : 'কয়েক কার্যদিবস');
    });
  }
});

describe('a payment rejected in review, after a crash', () => {
  const rig = crashRig(() => ({ ...gateway.env, PUBLIC_ORIGIN: ORIGIN, PAYMENT_SWEEP_SECONDS: '1' }));

  it('when the API dies after SSLCommerz took the refund and before the order was written, then after a restart the refund is recorded once, settled by asking SSLCommerz again under its own refund_trans_id, and never made twice', async () => {
    const opened = await rig.open();
    let api: TestApi | undefined = opened.api;
    const order = await heldForReview(api, opened.tyreId, 'en');
    await api.server.stop();
    api = rig.api = undefined;

    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const running = await startApiProcess(rig.dir, { ...gateway.env, PUBLIC_ORIGIN: ORIGIN }, port);
    const child = (rig.child = running.child);
    const call = apiCaller(running.base);
    const login = await call('POST', '/auth/login', { body: ADMIN });
    const died = new Promise((resolve) => child.once('exit', resolve));
    // SSLCommerz takes the refund; the process dies before its answer is read
    gateway.faults.loseRefundAnswers = true;
    gateway.faults.onRefund = () => child.kill('SIGKILL');
    await call('PUT', `/orders/${order.key}`, {
      token: login.body.token as string,
      body: { status: 'cancelled' },
    });
    await died;
    delete gateway.faults.onRefund;
    delete gateway.faults.loseRefundAnswers;
    const session = gateway.byTranId(order.payment.paymentID!)!;
    expect(session.refunds).toHaveLength(1);

    // restarted two minutes later: the sweeper finds the rejected payment, takes the refund over
    // (never asking SSLCommerz to refund again), then a minute on settles it with SSLCommerz
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    api = rig.api = await startTestApi(
      { ...gateway.env, PUBLIC_ORIGIN: ORIGIN, PAYMENT_SWEEP_SECONDS: '1' },
      rig.dir,
    );
    const recorded = await eventually(
      () => orderOf(api!, order),
      (o) => (o.payment.refunds?.length ?? 0) > 0,
      20_000,
    );
    expect(recorded.payment.refunds![0]).toMatchObject({ amount: order.total, state: 'processing' });
    // the refund's own record is written just after the order's; a minute after that
    await new Promise((r) => setTimeout(r, 1000));
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const done = await eventually(
      () => orderOf(api!, order),
      (o) => o.payment.refunds?.[0]?.state === 'done',
      20_000,
    );
    expect(done.payment.refunds).toEqual([
      expect.objectContaining({ state: 'done', ref: session.refunds[0]!.refund_ref_id }),
    ]);
    expect(done.history.filter((h) => h.refund)).toHaveLength(1);
    expect(session.refunds).toHaveLength(1);
    expect(session.refunds[0]!.status).toBe('refunded');
  }, 60_000);
});
