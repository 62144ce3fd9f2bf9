import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Order, OutboxMessage, PaymentResult } from '@tyre/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config';
import { startBkashGateway, type BkashTestGateway } from '../../../test/bkash-gateway';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { eventually } from '../../messages/__tests__/outbox-helpers';
import {
  customerDetails,
  openShop,
  placeOrder,
  product,
  stockOf,
  type Shop,
} from '../../orders/__tests__/order-helpers';

const ORIGIN = 'https://tyres.example.com.bd';

let gateway: BkashTestGateway;
let shop: Shop;

beforeAll(async () => {
  gateway = await startBkashGateway();
  shop = await openShop({ ...gateway.env, PUBLIC_ORIGIN: ORIGIN, STAFF_EMAILS: 'staff@example.com' });
});
afterAll(async () => {
  await shop?.stop();
  await gateway?.stop();
});
afterEach(() => {
  for (const k of Object.keys(gateway.faults)) delete gateway.faults[k as keyof typeof gateway.faults];
  vi.useRealTimers();
});

async function placeOnline(api: TestApi, productId: string, quantity = 1): Promise<Order> {
  const res = await placeOrder(api, {
    items: [{ product: productId, quantity }],
    customer: customerDetails(),
    payment: { paymentType: 'bKash Online' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Order;
}

async function startPayment(api: TestApi, order: Order): Promise<string> {
  const res = await api.call('POST', '/payments/bkash', { body: { key: order.key } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.paymentID as string;
}

async function callback(api: TestApi, paymentID: string, status = 'success') {
  const res = await api.call('GET', `/payments/bkash/callback?paymentID=${paymentID}&status=${status}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as PaymentResult;
}

const orderOf = async (api: TestApi, order: Order) =>
  (await api.call('GET', `/orders/${order.key}`)).body as Order;

async function messagesOf(api: TestApi, admin: string, order: Order): Promise<OutboxMessage[]> {
  return (await api.call('GET', `/orders/${order.key}/messages`, { token: admin })).body as OutboxMessage[];
}

describe('bKash Tokenized Checkout', () => {
  it('when bKash is configured, then the checkout offers it; an order awaits payment, holds its stock, and sends no message yet', async () => {
    const methods = await shop.api.call('GET', '/payments/methods');
    expect(methods.body).toEqual({
      methods: ['Cash on Delivery', 'bKash', 'bKash Online'],
      onlinePaymentMinutes: 30,
    });
    const p = await product(shop, { price: 2500, stock: 5, inside: 80 });
    const order = await placeOnline(shop.api, p._id, 2);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment).toMatchObject({ paymentType: 'bKash Online', gateway: 'bkash' });
    expect(Date.parse(order.payment.payBy!) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect(await stockOf(shop, p._id)).toBe(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await messagesOf(shop.api, shop.admin, order)).toEqual([]);
  });

  it('when a customer pays, then the grant, create and execute calls are as bKash documents them and the order is paid and moves on with the messages of a verified payment', async () => {
    const p = await product(shop, { price: 2500, stock: 5, inside: 80 });
    const order = await placeOnline(shop.api, p._id);
    const started = await shop.api.call('POST', '/payments/bkash', { body: { key: order.key } });
    expect(started.status).toBe(200);
    const { paymentID, bkashURL } = started.body as { paymentID: string; bkashURL: string };
    expect(bkashURL).toContain(`/pay/${paymentID}`);

    const grant = gateway.calls.find((c) => c.path === '/checkout/token/grant')!;
    expect(grant.headers.username).toBe(gateway.env.BKASH_USERNAME);
    expect(grant.headers.password).toBe(gateway.env.BKASH_PASSWORD);
    expect(grant.body).toEqual({
      app_key: gateway.env.BKASH_APP_KEY,
      app_secret: gateway.env.BKASH_APP_SECRET,
    });
    const create = gateway.calls.filter((c) => c.path === '/checkout/create').at(-1)!;
    expect(create.headers['x-app-key']).toBe(gateway.env.BKASH_APP_KEY);
    expect(create.body).toEqual({
      mode: '0011',
      payerReference: order.customer.mobileNumber,
      callbackURL: `${ORIGIN}/payment/bkash`,
      amount: String(order.total),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: order.reference,
    });

    gateway.authorize(paymentID);
    const result = await callback(shop.api, paymentID);
    // exactly the documented answer
    expect(result).toEqual({
      result: 'paid',
      order: { key: order.key, reference: order.reference, total: order.total, status: 'pending' },
    });
    const paid = await orderOf(shop.api, order);
    expect(paid.status).toBe('pending');
    expect(paid.payment).toMatchObject({
      paymentType: 'bKash Online',
      gateway: 'bkash',
      paymentID,
      trxID: gateway.payments.get(paymentID)!.trxID,
      amount: order.total,
    });
    expect(paid.payment.paidAt).toBeTruthy();
    expect(paid.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'awaiting_payment'],
      ['awaiting_payment', 'pending'],
    ]);
    const messages = await eventually(
      () => messagesOf(shop.api, shop.admin, order),
      (m) => m.length > 1,
    );
    expect(messages.map((m) => [m.event, m.channel, m.audience])).toEqual([
      ['payment_verified', 'sms', 'customer'],
      ['payment_verified', 'email', 'staff'],
    ]);
    expect(messages[1]!.subject).toContain(`New order ${order.reference}: `);
    expect(messages[1]!.subject).toContain(`paid with bKash online (TrxID ${paid.payment.trxID})`);
    // one grant serves every call while it is good
    expect(gateway.tokens.grants).toBe(1);
  });

  it('when bKash calls back several times, one after another and at once, then the order is paid once and its messages are made once', async () => {
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id);
    const paymentID = await startPayment(shop.api, order);
    gateway.authorize(paymentID);
    const results = await Promise.all([1, 2, 3, 4].map(() => callback(shop.api, paymentID)));
    results.push(await callback(shop.api, paymentID), await callback(shop.api, paymentID));
    expect(results.map((r) => r.result)).toEqual(Array(6).fill('paid'));
    const paid = await orderOf(shop.api, order);
    expect(paid.history.filter((h) => h.to === 'pending')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    const messages = await messagesOf(shop.api, shop.admin, order);
    expect(messages.filter((m) => m.event === 'payment_verified').map((m) => m.audience)).toEqual([
      'customer',
      'staff',
    ]);
  });

  it('when two callbacks execute at once, then bKash is asked to execute the payment only once', async () => {
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id);
    const paymentID = await startPayment(shop.api, order);
    gateway.authorize(paymentID);
    gateway.faults.executeDelayMs = 400;
    const results = await Promise.all([callback(shop.api, paymentID), callback(shop.api, paymentID)]);
    expect(results.map((r) => r.result)).toEqual(['paid', 'paid']);
    expect(gateway.payments.get(paymentID)!.executions).toBe(1);
  });

  it("when execute's answer is lost, then the shop asks the payment's status and the order is paid", async () => {
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id);
    const paymentID = await startPayment(shop.api, order);
    gateway.authorize(paymentID);
    gateway.faults.executeAnswer = 'drop';
    const statusAsks = gateway.count('/checkout/payment/status');
    expect((await callback(shop.api, paymentID)).result).toBe('paid');
    expect(gateway.count('/checkout/payment/status')).toBe(statusAsks + 1);
    expect((await orderOf(shop.api, order)).payment.trxID).toBe(gateway.payments.get(paymentID)!.trxID);
  });

  it('when neither execute nor status answers, then the order is still being checked; the next callback settles it without a second payment', async () => {
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id);
    const paymentID = await startPayment(shop.api, order);
    gateway.authorize(paymentID);
    gateway.faults.executeAnswer = 'drop';
    gateway.faults.statusDown = true;
    expect((await callback(shop.api, paymentID)).result).toBe('checking');
    expect((await orderOf(shop.api, order)).status).toBe('awaiting_payment');
    delete gateway.faults.executeAnswer;
    delete gateway.faults.statusDown;
    // bKash refuses a second execute (2117); its status says Completed: paid, once
    expect((await callback(shop.api, paymentID)).result).toBe('paid');
    expect(gateway.payments.get(paymentID)!.executions).toBe(2);
    expect(gateway.payments.get(paymentID)!.refunds).toEqual([]);
  });

  it('when bKash took another amount than the order total, then the order is not paid and the money is refunded', async () => {
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id);
    const paymentID = await startPayment(shop.api, order);
    gateway.authorize(paymentID);
    gateway.faults.takenAmount = '10';
    expect((await callback(shop.api, paymentID)).result).toBe('failed');
    const after = await orderOf(shop.api, order);
    expect(after.status).toBe('awaiting_payment');
    expect(after.payment.trxID).toBeUndefined();
    expect(gateway.payments.get(paymentID)!.refunds).toEqual([expect.objectContaining({ amount: '10' })]);
    expect(after.payment.refund).toMatchObject({ amount: 10 });
  });

  it('when the customer cancels or has no balance, then the order waits unpaid and can be paid again; a forged cancel later changes nothing', async () => {
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id);
    const first = await startPayment(shop.api, order);
    gateway.authorize(first, 'cancel');
    expect((await callback(shop.api, first, 'cancel')).result).toBe('cancelled');
    const second = await startPayment(shop.api, order);
    gateway.authorize(second, 'insufficient');
    // a forged success for a payment bKash refused: execute refused, status not Completed
    expect((await callback(shop.api, second, 'success')).result).toBe('failed');
    expect((await orderOf(shop.api, order)).status).toBe('awaiting_payment');
    const third = await startPayment(shop.api, order);
    gateway.authorize(third);
    expect((await callback(shop.api, third)).result).toBe('paid');
    expect((await callback(shop.api, third, 'cancel')).result).toBe('paid');
    // paid: no fourth payment
    expect((await shop.api.call('POST', '/payments/bkash', { body: { key: order.key } })).status).toBe(409);
  });

  it('when an admin moves an order awaiting payment, then only cancelling is allowed (its stock comes back); the payment alone moves it to pending', async () => {
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id, 2);
    const toPending = await shop.api.call('PUT', `/orders/${order.key}`, {
      token: shop.admin,
      body: { status: 'pending' },
    });
    expect(toPending.status).toBe(409);
    const cancel = await shop.api.call('PUT', `/orders/${order.key}`, {
      token: shop.admin,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(await stockOf(shop, p._id)).toBe(5);
    expect((await shop.api.call('POST', '/payments/bkash', { body: { key: order.key } })).status).toBe(409);
  });

  it('when a callback names a payment the shop never made, then 404 and nothing is asked of bKash', async () => {
    const before = gateway.calls.length;
    const res = await shop.api.call(
      'GET',
      '/payments/bkash/callback?paymentID=TR0011NOSUCHPAYMENT&status=success',
    );
    expect(res.status).toBe(404);
    expect(gateway.calls.length).toBe(before);
  });

  it('when the token is about to expire, then it is refreshed before the next call', async () => {
    const p = await product(shop, { stock: 5 });
    await startPayment(shop.api, await placeOnline(shop.api, p._id));
    const { grants, refreshes } = gateway.tokens;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 57 * 60_000);
    await startPayment(shop.api, await placeOnline(shop.api, p._id));
    expect(gateway.tokens).toEqual({ grants, refreshes: refreshes + 1 });
  });
});

describe('orders not paid in time', () => {
  let dir: string;
  let api: TestApi;
  const env = () => ({ ...gateway.env, PUBLIC_ORIGIN: ORIGIN });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-bkash-'));
  });
  afterAll(async () => {
    await api?.server.stop().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const restart = async (at?: number) => {
    if (api) await api.server.stop();
    if (at !== undefined) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
    }
    api = await startTestApi(env(), dir);
  };

  it('when the deadline passes (across a restart), then the order is cancelled and its stock returned; a payment that comes after is refunded, or flagged for the admin when the refund fails', async () => {
    await restart();
    const admin = await api.adminToken();
    const { CatalogFixtures } = await import('../../../test/catalog-fixtures');
    const fx = new CatalogFixtures(api, admin);
    const category = await fx.category('Car');
    const size = await fx.size(category, '195/65R15');
    const tyre = await fx.product(category, size, { stock: '4', regularPrice: '5000' });
    const stock = async () =>
      (
        (await api.call('GET', `/products/${tyre._id}`, { token: await api.adminToken() })).body as {
          stock: number;
        }
      ).stock;
    const late = await placeOnline(api, tyre._id, 1);
    const lateTooNoRefund = await placeOnline(api, tyre._id, 1);
    const paidInTime = await placeOnline(api, tyre._id, 1);
    const latePayment = await startPayment(api, late);
    const flaggedPayment = await startPayment(api, lateTooNoRefund);
    // this one is completed on bKash's page but its callback never comes: the sweeper asks bKash
    const silent = await startPayment(api, paidInTime);
    gateway.authorize(silent);
    expect(await stock()).toBe(1);

    await restart(Date.now() + 31 * 60_000);
    const cancelled = await eventually(
      () => orderOf(api, late),
      (o) => o.status === 'cancelled',
    );
    expect(cancelled.history.at(-1)).toMatchObject({ from: 'awaiting_payment', to: 'cancelled', by: null });
    expect(
      (
        await eventually(
          () => orderOf(api, paidInTime),
          (o) => o.status !== 'awaiting_payment',
        )
      ).status,
    ).toBe('pending');
    // the sweeper takes the overdue orders one after another, in no promised order
    await eventually(
      () => orderOf(api, lateTooNoRefund),
      (o) => o.status === 'cancelled',
    );
    // two orders' stock back; the one paid keeps its tyre
    expect(await stock()).toBe(3);

    // the customer completes the payment after the deadline
    gateway.authorize(latePayment);
    expect((await callback(api, latePayment)).result).toBe('expired');
    expect(gateway.payments.get(latePayment)!.refunds).toHaveLength(1);
    expect((await orderOf(api, late)).payment.refund).toMatchObject({ amount: late.total });

    gateway.faults.refuseRefunds = true;
    gateway.authorize(flaggedPayment);
    expect((await callback(api, flaggedPayment)).result).toBe('expired');
    const flagged = await orderOf(api, lateTooNoRefund);
    expect(flagged.payment.flagged).toContain(flaggedPayment);
    expect(flagged.status).toBe('cancelled');
    expect(await stock()).toBe(3);
  });
});

describe('bKash settings', () => {
  const all = {
    BKASH_BASE_URL: 'https://tokenized.sandbox.example/v1.2.0-beta/tokenized',
    BKASH_APP_KEY: 'k',
    BKASH_APP_SECRET: 's',
    BKASH_USERNAME: 'u',
    BKASH_PASSWORD: 'p',
  };

  it('when all five are set, then bKash is on; when some are missing, then the API names the missing ones', () => {
    expect(loadConfig(all).bkash).toMatchObject({ baseUrl: all.BKASH_BASE_URL, appKey: 'k' });
    expect(loadConfig({}).bkash).toBeUndefined();
    const { BKASH_PASSWORD, BKASH_APP_SECRET, ...some } = all;
    void [BKASH_PASSWORD, BKASH_APP_SECRET];
    expect(() => loadConfig(some)).toThrow(
      /BKASH_APP_SECRET[^\n]*\n\s*BKASH_PASSWORD|BKASH_PASSWORD[^\n]*\n\s*BKASH_APP_SECRET/,
    );
    expect(() => loadConfig({ ...all, BKASH_BASE_URL: 'https://example.com/checkout' })).toThrow(
      /BKASH_BASE_URL/,
    );
  });

  it('when bKash is not configured, then the checkout does not offer it and such an order is refused', async () => {
    const plain = await openShop();
    try {
      expect((await plain.api.call('GET', '/payments/methods')).body.methods).toEqual([
        'Cash on Delivery',
        'bKash',
      ]);
      const p = await product(plain, { stock: 5 });
      const res = await placeOrder(plain.api, {
        items: [{ product: p._id, quantity: 1 }],
        customer: customerDetails(),
        payment: { paymentType: 'bKash Online' },
      });
      expect(res.status).toBe(409);
      expect(await stockOf(plain, p._id)).toBe(5);
    } finally {
      await plain.stop();
    }
  });
});
