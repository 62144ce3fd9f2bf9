import type { Order, RefundAnswer } from '@tyre/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBkashGateway, type BkashTestGateway } from '../../../test/bkash-gateway';
import { startSslcommerzGateway, type SslcommerzTestGateway } from '../../../test/sslcommerz-gateway';
import type { TestApi } from '../../../test/test-api';
import { eventually } from '../../messages/__tests__/outbox-helpers';
import { codOrder, openShop, placeOrder, product, type Shop } from '../../orders/__tests__/order-helpers';
import { messagesOf, orderOf, placeOnline, postBack, startSslcommerz } from './payment-helpers';

const ORIGIN = 'https://tyres.example.com.bd';
const MERCHANT = '/validator/api/merchantTransIDvalidationAPI.php';

let bkash: BkashTestGateway;
let ssl: SslcommerzTestGateway;
let shop: Shop;

beforeAll(async () => {
  [bkash, ssl] = await Promise.all([startBkashGateway(), startSslcommerzGateway()]);
  // the sweeper's rounds every second, not every 15 s: the tests below wait for them
  shop = await openShop({ ...bkash.env, ...ssl.env, PUBLIC_ORIGIN: ORIGIN, PAYMENT_SWEEP_SECONDS: '1' });
});
afterAll(async () => {
  await shop?.stop();
  await Promise.all([bkash?.stop(), ssl?.stop()]);
});
afterEach(() => {
  vi.useRealTimers();
  for (const k of Object.keys(bkash.faults)) delete bkash.faults[k as keyof typeof bkash.faults];
  for (const k of Object.keys(ssl.faults)) delete ssl.faults[k as keyof typeof ssl.faults];
});

let keys = 0;
const newKey = () => `refund-${process.pid}-${++keys}-${Date.now()}`;

function refund(
  api: TestApi,
  token: string | undefined,
  body: { order: string; amount: number | string; reason: string },
  key = newKey(),
) {
  return api.call('POST', '/payments/refunds', { token, body, headers: { 'Idempotency-Key': key } });
}

/** An order paid with bKash online (its total: 2,580 in Dhaka). */
async function paidWithBkash(language: 'en' | 'bn' = 'en'): Promise<Order> {
  const p = await product(shop, { price: 2500, stock: 10, inside: 80 });
  const order = await placeOnline(shop.api, p._id, 'bKash Online', { language });
  const started = await shop.api.call('POST', '/payments/bkash', { body: { key: order.key } });
  const paymentID = started.body.paymentID as string;
  bkash.authorize(paymentID);
  await shop.api.call('GET', `/payments/bkash/callback?paymentID=${paymentID}&status=success`);
  const paid = await orderOf(shop.api, order);
  expect(paid.status).toBe('pending');
  return paid;
}

/** An order paid through SSLCommerz by card. */
async function paidWithCard(language: 'en' | 'bn' = 'en'): Promise<Order> {
  ssl.faults.noIpn = true;
  const p = await product(shop, { price: 5000, stock: 10, inside: 80 });
  const order = await placeOnline(shop.api, p._id, 'SSLCommerz', {
    language,
    customer: { district: 'Khulna' },
  });
  const tranId = await startSslcommerz(shop.api, order);
  await postBack(shop.api, ssl.pay(tranId, 'card'));
  const paid = await orderOf(shop.api, order);
  expect(paid.status).toBe('pending');
  return paid;
}

describe('refunds of online payments', () => {
  it('when an admin refunds part of a bKash payment, then bKash is asked as documented, the refund is on the order and in its history, and the customer gets an SMS', async () => {
    const order = await paidWithBkash();
    const res = await refund(shop.api, shop.admin, {
      order: order.key,
      amount: 500,
      reason: 'One tyre was returned',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as RefundAnswer;
    expect(answer.message).toBe(`BDT 500 of order ${order.reference} refunded`);
    const call = bkash.calls.filter((c) => c.path === '/checkout/payment/refund').at(-1)!;
    expect(call.body).toEqual({
      paymentID: order.payment.paymentID,
      trxID: order.payment.trxID,
      amount: '500',
      sku: order.reference,
      reason: 'One tyre was returned',
    });
    const gatewayRefund = bkash.payments.get(order.payment.paymentID!)!.refunds[0]!;
    expect(answer.refund).toMatchObject({
      amount: 500,
      reason: 'One tyre was returned',
      state: 'done',
      ref: gatewayRefund.refundTrxID,
      by: { name: expect.any(String) },
    });
    const after = await orderOf(shop.api, order);
    expect(after.status).toBe('pending');
    expect(after.payment.refunded).toBe(500);
    expect(after.payment.refunds).toEqual([answer.refund]);
    expect(after.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'pending',
      refund: { id: answer.refund.id, amount: 500 },
      note: `Refunded BDT 500 through bKash (${gatewayRefund.refundTrxID}): One tyre was returned`,
    });
    const sms = await eventually(
      () => messagesOf(shop.api, shop.admin, order),
      (m) => m.some((x) => x.event === 'refunded'),
    );
    expect(sms.filter((m) => m.event === 'refunded').map((m) => [m.channel, m.audience])).toEqual([
      ['sms', 'customer'],
    ]);
    expect(sms.find((m) => m.event === 'refunded')!.text).toContain(
      `We have refunded BDT 500/- of your payment for order ${order.reference}.`,
    );
    // the order's tracking shows no step for it
    const tracked = await shop.api.call('POST', '/orders/track', {
      body: { reference: order.reference, mobileNumber: order.customer.mobileNumber },
    });
    expect(tracked.body.timeline.map((s: { status: string }) => s.status)).toEqual([
      'awaiting_payment',
      'pending',
    ]);
  });

  it("when an admin refunds an SSLCommerz payment in Bangla, then the refund API is called as documented and the customer's SMS and e-mail are in Bangla", async () => {
    const order = await paidWithCard('bn');
    const session = ssl.byTranId(order.payment.paymentID!)!;
    const res = await refund(shop.api, shop.admin, {
      order: order._id,
      amount: order.total,
      reason: 'Out of stock after all',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const call = ssl.calls.filter((c) => c.path === MERCHANT && c.params.refund_amount).at(-1)!;
    expect(call.params).toMatchObject({
      bank_tran_id: session.bankTranId,
      refund_amount: `${order.total}.00`,
      refund_remarks: 'Out of stock after all',
      refe_id: order.reference,
      store_id: ssl.env.SSLCOMMERZ_STORE_ID,
      store_passwd: ssl.env.SSLCOMMERZ_STORE_PASSWORD,
      v: '1',
      format: 'json',
    });
    expect(call.params.refund_trans_id).toMatch(/^RF[0-9a-f]{28}$/);
    expect((res.body as RefundAnswer).refund).toMatchObject({
      state: 'done',
      ref: session.refunds[0]!.refund_ref_id,
    });
    const messages = await eventually(
      () => messagesOf(shop.api, shop.admin, order),
      (m) =>
        m.some((x) => x.event === 'refunded' && x.channel === 'email') ||
        m.some((x) => x.event === 'refunded'),
    );
    const sms = messages.find((m) => m.event === 'refunded' && m.channel === 'sms')!;
    expect(sms.language).toBe('bn');
    expect(sms.text).toContain(`অর্ডার ${order.reference}-এর ৳`);
    expect(sms.text).toContain('ফেরত দেওয়া হয়েছে।');
    // paid outside Dhaka: delivered within 10 days of the payment
    expect(Date.parse(order.payment.deliverBy!) - Date.parse(order.payment.paidAt!)).toBe(10 * 86_400_000);
  });

  it('when a refund would take more than is left, then 409 says what is left; two refunds at once cannot both take the same money', async () => {
    const order = await paidWithBkash();
    const tooMuch = await refund(shop.api, shop.admin, {
      order: order.key,
      amount: order.total + 1,
      reason: 'Too much',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(`Only BDT ${order.total} of this payment is left to refund`);
    const share = Math.ceil(order.total * 0.6);
    const asks = () => bkash.count('/checkout/payment/refund');
    const before = asks();
    const both = await Promise.all([
      refund(shop.api, shop.admin, { order: order.key, amount: share, reason: 'First admin' }),
      refund(shop.api, shop.admin, { order: order.key, amount: share, reason: 'Second admin' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // the one refused by the shop itself: bKash was asked once
    expect(asks() - before).toBe(1);
    const after = await orderOf(shop.api, order);
    expect(after.payment.refunded).toBe(share);
    expect(bkash.payments.get(order.payment.paymentID!)!.refunds).toHaveLength(1);
    const rest = await refund(shop.api, shop.admin, {
      order: order.key,
      amount: order.total - share,
      reason: 'The rest',
    });
    expect(rest.status).toBe(200);
    const none = await refund(shop.api, shop.admin, { order: order.key, amount: 1, reason: 'Nothing left' });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('This payment is refunded in full');
  });

  it('when the same refund is sent again (after an answer, or at once), then the gateway is asked once and the first answer is given; another body with the key is 409', async () => {
    const order = await paidWithCard();
    const key = newKey();
    const body = { order: order.key, amount: 300, reason: 'Delivery was late' };
    const asks = () => ssl.count(MERCHANT, 'refund_amount');
    const before = asks();
    const [a, b] = await Promise.all([
      refund(shop.api, shop.admin, body, key),
      refund(shop.api, shop.admin, body, key),
    ]);
    const c = await refund(shop.api, shop.admin, body, key);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a, b, c].map((r) => (r.body as RefundAnswer).refund.id))).toEqual(new Set([key]));
    expect(asks() - before).toBe(1);
    const after = await orderOf(shop.api, order);
    expect(after.payment.refunds).toHaveLength(1);
    expect(after.history.filter((h) => h.refund)).toHaveLength(1);
    const other = await refund(shop.api, shop.admin, { ...body, amount: 301 }, key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different refund');
  });

  it('when the gateway refuses a refund, then 409 gives its reason, nothing is recorded and the amount stays refundable', async () => {
    const order = await paidWithCard();
    ssl.faults.refuseRefunds = true;
    const refused = await refund(shop.api, shop.admin, {
      order: order.key,
      amount: order.total,
      reason: 'Customer asked',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The gateway refused the refund: Refund is not allowed for this transaction',
    );
    const after = await orderOf(shop.api, order);
    expect(after.payment.refunds).toBeUndefined();
    delete ssl.faults.refuseRefunds;
    expect(
      (
        await refund(shop.api, shop.admin, {
          order: order.key,
          amount: order.total,
          reason: 'Customer asked',
        })
      ).status,
    ).toBe(200);
  });

  it('when SSLCommerz is still processing a refund, then it is recorded as processing and the sweeper marks it done once SSLCommerz has refunded it', async () => {
    const order = await paidWithCard();
    ssl.faults.slowRefunds = true;
    const res = await refund(shop.api, shop.admin, {
      order: order.key,
      amount: 1000,
      reason: 'Partial refund',
    });
    expect(res.status).toBe(200);
    expect((res.body as RefundAnswer).refund.state).toBe('processing');
    expect((res.body as RefundAnswer).message).toBe(
      `The refund of BDT 1000 of order ${order.reference} is being processed`,
    );
    ssl.finishRefunds();
    // a minute on, the sweeper's next round (every second here) asks SSLCommerz about it
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const done = await eventually(
      () => orderOf(shop.api, order),
      (o) => o.payment.refunds?.[0]?.state === 'done',
      20_000,
    );
    expect(done.payment.refunded).toBe(1000);
    expect(ssl.count(MERCHANT, 'refund_ref_id')).toBeGreaterThan(0);
  }, 40_000);

  it('when the order was not paid online, or the caller is not an admin, or the body is bad, then nothing is refunded', async () => {
    const p = await product(shop, { stock: 5 });
    const cod = (await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]))).body as Order;
    const notOnline = await refund(shop.api, shop.admin, {
      order: cod.key,
      amount: 100,
      reason: 'Not paid online',
    });
    expect(notOnline.status).toBe(409);
    expect(notOnline.body.message).toBe(`Order ${cod.reference} has no online payment to refund`);
    const unpaid = await placeOnline(shop.api, p._id, 'SSLCommerz');
    expect(
      (await refund(shop.api, shop.admin, { order: unpaid.key, amount: 100, reason: 'Not paid yet' })).status,
    ).toBe(409);
    const order = await paidWithBkash();
    expect(
      (await refund(shop.api, undefined, { order: order.key, amount: 100, reason: 'Who am I' })).status,
    ).toBe(401);
    expect(
      (await refund(shop.api, shop.customer.token, { order: order.key, amount: 100, reason: 'A customer' }))
        .status,
    ).toBe(403);
    const bad = await refund(shop.api, shop.admin, { order: order.key, amount: '12.5', reason: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['amount', 'reason']);
    const noKey = await shop.api.call('POST', '/payments/refunds', {
      token: shop.admin,
      body: { order: order.key, amount: 100, reason: 'No key' },
    });
    expect(noKey.status).toBe(400);
    expect((await orderOf(shop.api, order)).payment.refunds).toBeUndefined();
  });
});

describe('the payments list', () => {
  it('when an admin lists or exports payments, then every attempt of both gateways is there, filtered; customers may not see them', async () => {
    const card = await paidWithCard();
    const wallet = await paidWithBkash();
    const all = await shop.api.call('GET', '/payments?size=100', { token: shop.admin });
    expect(all.status).toBe(200);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    const ids = (all.body as { _id: string }[]).map((p) => p._id);
    expect(ids).toContain(card.payment.paymentID);
    expect(ids).toContain(wallet.payment.paymentID);
    const stamps = (all.body as { createdAt: string }[]).map((p) => p.createdAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);

    const onlyCard = await shop.api.call(
      'GET',
      `/payments?gateway=sslcommerz&state=completed&search=${card.reference}`,
      {
        token: shop.admin,
      },
    );
    expect(onlyCard.body).toEqual([
      expect.objectContaining({
        _id: card.payment.paymentID,
        gateway: 'sslcommerz',
        reference: card.reference,
        state: 'completed',
        trxID: card.payment.trxID,
        paidAmount: card.total,
        method: 'VISA-Dutch Bangla',
      }),
    ]);
    expect((await shop.api.call('GET', '/payments?gateway=paypal', { token: shop.admin })).status).toBe(400);
    expect((await shop.api.call('GET', '/payments', { token: shop.customer.token })).status).toBe(403);

    const csv = await shop.api.call('GET', `/payments/export.csv?search=${wallet.reference}`, {
      token: shop.admin,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Created,Gateway,Payment ID,Order,Amount,State,Transaction ID,Paid,Refunded,Method,Risk level,Note',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,bkash,${wallet.payment.paymentID},${wallet.reference},${wallet.total},completed,${wallet.payment.trxID},`,
    );
  });
});

describe('online payments in the reports', () => {
  it('when orders are paid online, wait for their payment or are refunded, then the summary counts each, and an unpaid order is no sale', async () => {
    const summary = async () =>
      (await shop.api.call('GET', '/reports/summary', { token: shop.admin })).body as {
        totals: { orders: number; revenue: number };
        online: {
          paid: { orders: number; revenue: number };
          awaiting: { orders: number; revenue: number };
          refunds: { orders: number; amount: number };
        };
        byStatus: { status: string; orders: number }[];
      };
    const before = await summary();
    const waiting = await placeOnline(
      shop.api,
      (await product(shop, { price: 3000, stock: 5 }))._id,
      'SSLCommerz',
    );
    const card = await paidWithCard();
    expect(
      (await refund(shop.api, shop.admin, { order: card.key, amount: 700, reason: 'Partial refund' })).status,
    ).toBe(200);
    const after = await summary();
    expect(after.online.awaiting.orders - before.online.awaiting.orders).toBe(1);
    expect(after.online.awaiting.revenue - before.online.awaiting.revenue).toBe(waiting.total);
    expect(after.online.paid.orders - before.online.paid.orders).toBe(1);
    expect(after.online.paid.revenue - before.online.paid.revenue).toBe(card.total);
    expect(after.online.refunds.amount - before.online.refunds.amount).toBe(700);
    expect(after.online.refunds.orders - before.online.refunds.orders).toBe(1);
    // the unpaid order is in its status only, not in the sales
    expect(after.totals.orders - before.totals.orders).toBe(1);
    expect(after.totals.revenue - before.totals.revenue).toBe(card.total);
    const awaiting = (s: typeof after) => s.byStatus.find((r) => r.status === 'awaiting_payment')!.orders;
    expect(awaiting(after) - awaiting(before)).toBe(1);
  });
});

/** A minute on, the sweeper's next round asks the gateway about the refund. */
async function sweptUntil(order: Order, ok: (o: Order) => boolean): Promise<Order> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 2 * 60_000);
  return eventually(() => orderOf(shop.api, order), ok, 20_000);
}

// A refund whose answer was lost (the gateway took it, the connection dropped) stays processing
// until the sweeper asks the gateway where it stands: SSLCommerz again under the refund's own
// refund_trans_id (then its refund_ref_id), bKash through its refund status; settled once.
describe('refunds whose answer was lost', () => {
  it('when SSLCommerz took a refund and its answer was lost, then it is processing, and the sweeper asks SSLCommerz again under the same refund_trans_id and settles it as refunded, once', async () => {
    const order = await paidWithCard();
    const tranId = order.payment.paymentID!;

    ssl.faults.loseRefundAnswers = true;
    const res = await refund(shop.api, shop.admin, {
      order: order.key,
      amount: 1200,
      reason: 'One tyre returned',
    });
    delete ssl.faults.loseRefundAnswers;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as RefundAnswer).refund).toMatchObject({ amount: 1200, state: 'processing' });
    const session = ssl.byTranId(tranId)!;
    expect(session.refunds).toHaveLength(1);
    const first = ssl.calls.filter((c) => c.path === MERCHANT && c.params.refund_amount).at(-1)!;

    const done = await sweptUntil(order, (o) => o.payment.refunds?.[0]?.state === 'done');
    const asked = ssl.calls.filter((c) => c.path === MERCHANT && c.params.refund_amount);
    expect(asked.at(-1)!.params.refund_trans_id).toBe(first.params.refund_trans_id);
    expect(session.refunds).toHaveLength(1);
    expect(done.payment.refunds).toEqual([
      expect.objectContaining({ amount: 1200, state: 'done', ref: session.refunds[0]!.refund_ref_id }),
    ]);
    expect(done.payment.refunds![0]!.error).toBeUndefined();
    expect(done.payment.refunded).toBe(1200);
    expect(done.history.filter((h) => h.refund)).toHaveLength(1);
  }, 40_000);

  it('when SSLCommerz took a refund it still processes and the answer was lost, then the sweeper learns its refund_ref_id, follows it by the refund query and settles it once SSLCommerz has refunded it', async () => {
    const order = await paidWithCard();
    const tranId = order.payment.paymentID!;

    ssl.faults.loseRefundAnswers = true;
    ssl.faults.slowRefunds = true;
    const asks = ssl.count(MERCHANT, 'refund_trans_id');
    const res = await refund(shop.api, shop.admin, {
      order: order.key,
      amount: order.total,
      reason: 'Out of stock',
    });
    delete ssl.faults.loseRefundAnswers;
    expect((res.body as RefundAnswer).refund.state).toBe('processing');
    const session = ssl.byTranId(tranId)!;
    const queries = ssl.count(MERCHANT, 'refund_ref_id');
    // a round: SSLCommerz names the refund (still processing)
    const named = await sweptUntil(order, () => ssl.count(MERCHANT, 'refund_trans_id') >= asks + 2);
    expect(named.payment.refunds![0]!.state).toBe('processing');
    ssl.finishRefunds();
    // the round that asked writes the refund_ref_id it learned just after; a minute after that
    await new Promise((r) => setTimeout(r, 1000));
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const done = await eventually(
      () => orderOf(shop.api, order),
      (o) => o.payment.refunds?.[0]?.state === 'done',
      20_000,
    );
    expect(ssl.count(MERCHANT, 'refund_ref_id')).toBeGreaterThan(queries);
    expect(done.payment.refunds![0]!.ref).toBe(session.refunds[0]!.refund_ref_id);
    expect(session.refunds).toHaveLength(1);
    expect(done.history.filter((h) => h.refund)).toHaveLength(1);
  }, 90_000);

  it('when bKash took a refund and its answer was lost, then it is processing, and the sweeper settles it through the refund status with its refundTrxID, once', async () => {
    const order = await paidWithBkash();
    const paymentID = order.payment.paymentID!;

    bkash.faults.refundAnswer = 'drop';
    const res = await refund(shop.api, shop.admin, {
      order: order.key,
      amount: 700,
      reason: 'Price matched',
    });
    delete bkash.faults.refundAnswer;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as RefundAnswer).refund.state).toBe('processing');
    const gatewayRefunds = bkash.payments.get(paymentID)!.refunds;
    expect(gatewayRefunds).toHaveLength(1);

    const done = await sweptUntil(order, (o) => o.payment.refunds?.[0]?.state === 'done');
    const status = bkash.calls.filter((c) => c.path === '/checkout/payment/refund').at(-1)!;
    expect(status.body).toEqual({ paymentID, trxID: order.payment.trxID });
    expect(gatewayRefunds).toHaveLength(1);
    expect(done.payment.refunds).toEqual([
      expect.objectContaining({ amount: 700, state: 'done', ref: gatewayRefunds[0]!.refundTrxID }),
    ]);
    expect(done.history.filter((h) => h.refund)).toHaveLength(1);
  }, 40_000);
});
