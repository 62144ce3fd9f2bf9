import type { PaymentResult } from '@tyre/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config';
import { startSslcommerzGateway, type SslcommerzTestGateway } from '../../../test/sslcommerz-gateway';
import { apiCaller, startTestApi, type TestApi } from '../../../test/test-api';
import { eventually } from '../../messages/__tests__/outbox-helpers';
import {
  openShop,
  placeOrder,
  customerDetails,
  product,
  stockOf,
  type Shop,
} from '../../orders/__tests__/order-helpers';
import {
  messagesOf,
  orderOf,
  placeOnline,
  postBack,
  postForm,
  crashRig,
  startApiProcess,
  startSslcommerz,
} from './payment-helpers';

const ORIGIN = 'https://tyres.example.com.bd';
const VALIDATION = '/validator/api/validationserverAPI.php';
const MERCHANT = '/validator/api/merchantTransIDvalidationAPI.php';

let gateway: SslcommerzTestGateway;
let shop: Shop;

beforeAll(async () => {
  gateway = await startSslcommerzGateway();
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

const result = async (api: TestApi, tranId: string, status = 'success') => {
  const res = await api.call('GET', `/payments/sslcommerz/result?tran_id=${tranId}&status=${status}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as PaymentResult;
};

describe('SSLCommerz', () => {
  it('when SSLCommerz is configured, then the checkout offers it and the session is opened as SSLCommerz documents it', async () => {
    expect((await shop.api.call('GET', '/payments/methods')).body.methods).toEqual([
      'Cash on Delivery',
      'bKash',
      'SSLCommerz',
    ]);
    const p = await product(shop, { price: 2500, stock: 5, inside: 80 });
    const order = await placeOnline(shop.api, p._id, 'SSLCommerz', {
      quantity: 2,
      customer: { email: 'rafiq@example.com', postCode: '1216', town: 'Mirpur 10' },
    });
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment).toMatchObject({ paymentType: 'SSLCommerz', gateway: 'sslcommerz' });
    expect(await stockOf(shop, p._id)).toBe(3);

    const res = await shop.api.call('POST', '/payments/sslcommerz', { body: { key: order.key } });
    expect(res.status).toBe(200);
    const { tranId, gatewayPageURL } = res.body as { tranId: string; gatewayPageURL: string };
    expect(tranId).toMatch(/^SC[0-9a-f]{24}$/);
    const session = gateway.byTranId(tranId)!;
    expect(gatewayPageURL).toBe(
      `${gateway.baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${session.sessionkey}`,
    );
    expect(session.form).toMatchObject({
      store_id: gateway.env.SSLCOMMERZ_STORE_ID,
      store_passwd: gateway.env.SSLCOMMERZ_STORE_PASSWORD,
      total_amount: `${order.total}.00`,
      currency: 'BDT',
      tran_id: tranId,
      success_url: `${shop.api.base}/payments/sslcommerz/success`,
      fail_url: `${shop.api.base}/payments/sslcommerz/fail`,
      cancel_url: `${shop.api.base}/payments/sslcommerz/cancel`,
      ipn_url: `${shop.api.base}/payments/sslcommerz/ipn`,
      cus_name: order.customer.name,
      cus_email: 'rafiq@example.com',
      cus_add1: order.customer.address,
      cus_city: 'Mirpur 10',
      cus_state: 'Dhaka',
      cus_postcode: '1216',
      cus_country: 'Bangladesh',
      cus_phone: order.customer.mobileNumber,
      shipping_method: 'Courier',
      num_of_item: '2',
      ship_name: order.customer.name,
      ship_country: 'Bangladesh',
      product_name: order.items[0]!.title,
      product_category: 'Tyres',
      product_profile: 'physical-goods',
      value_a: order.reference,
    });
  });

  it('when a customer pays by card, then the return post is validated with the validation API, the order is paid and moves on with its messages, and the customer is sent to the return page', async () => {
    gateway.faults.noIpn = true;
    const p = await product(shop, { price: 4000, stock: 5, inside: 80 });
    const order = await placeOnline(shop.api, p._id, 'SSLCommerz');
    const tranId = await startSslcommerz(shop.api, order);
    const back = gateway.pay(tranId, 'card');
    const validations = gateway.count(VALIDATION);

    const res = await postBack(shop.api, back);
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${ORIGIN}/payment/sslcommerz?tran_id=${tranId}&status=success`);
    const session = gateway.byTranId(tranId)!;
    const asked = gateway.calls.filter((c) => c.path === VALIDATION).slice(validations);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.params).toEqual({
      val_id: session.valId,
      store_id: gateway.env.SSLCOMMERZ_STORE_ID,
      store_passwd: gateway.env.SSLCOMMERZ_STORE_PASSWORD,
      v: '1',
      format: 'json',
    });

    const paid = await orderOf(shop.api, order);
    expect(paid.status).toBe('pending');
    expect(paid.payment).toMatchObject({
      paymentType: 'SSLCommerz',
      gateway: 'sslcommerz',
      paymentID: tranId,
      trxID: session.bankTranId,
      valId: session.valId,
      amount: order.total,
      cardType: 'VISA-Dutch Bangla',
      cardBrand: 'VISA',
      risk: { level: 0, title: 'Safe' },
    });
    // paid in Dhaka: to be delivered within 5 days of the payment
    expect(Date.parse(paid.payment.deliverBy!) - Date.parse(paid.payment.paidAt!)).toBe(5 * 86_400_000);
    expect(paid.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'awaiting_payment'],
      ['awaiting_payment', 'pending'],
    ]);
    expect(await result(shop.api, tranId)).toEqual({
      result: 'paid',
      order: { key: order.key, reference: order.reference, total: order.total, status: 'pending' },
    });
    const messages = await eventually(
      () => messagesOf(shop.api, shop.admin, order),
      (m) => m.length > 1,
    );
    expect(messages.map((m) => [m.event, m.channel, m.audience])).toEqual([
      ['payment_verified', 'sms', 'customer'],
      ['payment_verified', 'email', 'staff'],
    ]);
    expect(messages[0]!.text).toContain(
      `We have received your payment (BDT ${order.total.toLocaleString('en')}/-) for order ${order.reference}.`,
    );
    expect(messages[1]!.subject).toContain(
      `paid through SSLCommerz (bank transaction ${session.bankTranId})`,
    );
  });

  it('when the return post and the IPN repeat, one after another and at once, then the payment is validated once and the order paid once with its messages made once', async () => {
    gateway.faults.noIpn = true;
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id, 'SSLCommerz');
    const tranId = await startSslcommerz(shop.api, order);
    const back = gateway.pay(tranId, 'mobile');
    gateway.faults.validationDelayMs = 400;
    const validations = gateway.count(VALIDATION);
    const [a, b, c] = await Promise.all([
      postBack(shop.api, back),
      gateway.ipn(tranId),
      postBack(shop.api, back),
    ]);
    expect([a.status, b, c.status]).toEqual([303, 200, 303]);
    // two at once: only the one holding the claim asked SSLCommerz
    expect(gateway.count(VALIDATION) - validations).toBe(1);
    delete gateway.faults.validationDelayMs;
    expect(await gateway.ipn(tranId)).toBe(200);
    expect((await postBack(shop.api, back)).status).toBe(303);
    expect((await result(shop.api, tranId)).result).toBe('paid');
    expect(gateway.count(VALIDATION) - validations).toBe(1);
    const paid = await orderOf(shop.api, order);
    expect(paid.history.filter((h) => h.to === 'pending')).toHaveLength(1);
    expect(paid.payment.cardType).toBe('BKASH-BKash');
    await new Promise((r) => setTimeout(r, 300));
    expect(
      (await messagesOf(shop.api, shop.admin, order))
        .filter((m) => m.event === 'payment_verified')
        .map((m) => m.audience),
    ).toEqual(['customer', 'staff']);
  });

  it("when the browser posts a success that SSLCommerz does not confirm (a forged post, another payment's val_id), then nothing is paid nor closed; the real payment still pays the order", async () => {
    gateway.faults.noIpn = true;
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id, 'SSLCommerz');
    const tranId = await startSslcommerz(shop.api, order);
    // a payment the same customer made for another, cheaper order
    const other = await placeOnline(
      shop.api,
      (await product(shop, { price: 100, stock: 5 }))._id,
      'SSLCommerz',
    );
    const otherTran = await startSslcommerz(shop.api, other);
    const otherBack = gateway.pay(otherTran, 'card');

    const forged = await postForm(shop.api.base, '/payments/sslcommerz/success', {
      ...otherBack.fields,
      tran_id: tranId,
      amount: `${order.total}.00`,
      status: 'VALID',
    });
    expect(forged.location).toBe(`${ORIGIN}/payment/sslcommerz?tran_id=${tranId}&status=success`);
    expect((await orderOf(shop.api, order)).status).toBe('awaiting_payment');
    expect(
      (
        await postForm(shop.api.base, '/payments/sslcommerz/success', {
          tran_id: tranId,
          val_id: 'NOSUCHVALID1',
        })
      ).status,
    ).toBe(303);
    expect((await result(shop.api, tranId)).result).toBe('checking');

    expect((await postBack(shop.api, gateway.pay(tranId, 'card'))).status).toBe(303);
    expect((await orderOf(shop.api, order)).status).toBe('pending');
    // the other payment was never confirmed by its own post: its order waits for it
    expect((await orderOf(shop.api, other)).status).toBe('awaiting_payment');
  });

  it('when the card is declined or the customer cancels, then the order waits unpaid and can be paid again; a cancel cannot undo a payment', async () => {
    gateway.faults.noIpn = true;
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id, 'SSLCommerz');
    const first = await startSslcommerz(shop.api, order);
    const declined = await postBack(shop.api, gateway.pay(first, 'fail'));
    expect(declined.location).toBe(`${ORIGIN}/payment/sslcommerz?tran_id=${first}&status=fail`);
    expect((await result(shop.api, first, 'fail')).result).toBe('failed');
    const second = await startSslcommerz(shop.api, order);
    expect(second).not.toBe(first);
    const cancelled = await postBack(shop.api, gateway.pay(second, 'cancel'));
    expect(cancelled.location).toBe(`${ORIGIN}/payment/sslcommerz?tran_id=${second}&status=cancel`);
    expect((await result(shop.api, second, 'cancel')).result).toBe('cancelled');
    expect((await orderOf(shop.api, order)).status).toBe('awaiting_payment');

    const third = await startSslcommerz(shop.api, order);
    await postBack(shop.api, gateway.pay(third, 'card'));
    expect((await result(shop.api, third, 'cancel')).result).toBe('paid');
    // a forged cancel post of the paid transaction changes nothing
    expect((await postForm(shop.api.base, '/payments/sslcommerz/cancel', { tran_id: third })).status).toBe(
      303,
    );
    expect((await orderOf(shop.api, order)).status).toBe('pending');
    expect((await shop.api.call('POST', '/payments/sslcommerz', { body: { key: order.key } })).status).toBe(
      409,
    );
  });

  it('when SSLCommerz took another amount than the order total, then the order is not paid and the money is refunded through the refund API', async () => {
    gateway.faults.noIpn = true;
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id, 'SSLCommerz');
    const tranId = await startSslcommerz(shop.api, order);
    gateway.faults.takenAmount = '10.00';
    await postBack(shop.api, gateway.pay(tranId, 'card'));
    expect((await result(shop.api, tranId)).result).toBe('failed');
    const after = await orderOf(shop.api, order);
    expect(after.status).toBe('awaiting_payment');
    const session = gateway.byTranId(tranId)!;
    expect(session.refunds).toEqual([
      expect.objectContaining({ amount: '10.00', refe_id: order.reference, status: 'refunded' }),
    ]);
    const refundCall = gateway.calls.find((c) => c.path === MERCHANT && c.params.refund_amount)!;
    expect(refundCall.params).toMatchObject({
      bank_tran_id: session.bankTranId,
      refund_amount: '10.00',
      refe_id: order.reference,
      store_id: gateway.env.SSLCOMMERZ_STORE_ID,
      store_passwd: gateway.env.SSLCOMMERZ_STORE_PASSWORD,
      format: 'json',
    });
    expect(refundCall.params.refund_remarks).toContain('SSLCommerz took 10.00 BDT');
    expect(after.payment.refund).toMatchObject({
      amount: 10,
      refundTrxID: session.refunds[0]!.refund_ref_id,
    });
  });

  it('when SSLCommerz marks the payment risky (risk level 1), then the order is held in payment review with no message, until an admin lets it move on', async () => {
    gateway.faults.noIpn = true;
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id, 'SSLCommerz');
    const tranId = await startSslcommerz(shop.api, order);
    await postBack(shop.api, gateway.pay(tranId, 'risky'));
    expect((await result(shop.api, tranId)).result).toBe('review');
    const held = await orderOf(shop.api, order);
    expect(held.status).toBe('payment_review');
    expect(held.payment.risk).toEqual({ level: 1, title: 'Risky' });
    expect(held.history.at(-1)!.note).toContain('held for review: SSLCommerz marked the payment risky');
    await new Promise((r) => setTimeout(r, 300));
    expect(await messagesOf(shop.api, shop.admin, order)).toEqual([]);
    const listed = await shop.api.call('GET', `/payments?state=review&search=${order.reference}`, {
      token: shop.admin,
    });
    expect(listed.body).toEqual([expect.objectContaining({ _id: tranId, state: 'review', riskLevel: 1 })]);

    const moved = await shop.api.call('PUT', `/orders/${order.key}`, {
      token: shop.admin,
      body: { status: 'pending' },
    });
    expect(moved.status).toBe(200);
    const messages = await eventually(
      () => messagesOf(shop.api, shop.admin, order),
      (m) => m.length > 0,
    );
    expect(messages[0]!.text).toContain('We have received your payment');
    // the payment held for review is completed with its order's move
    const released = await eventually(
      () => shop.api.call('GET', `/payments?search=${order.reference}`, { token: shop.admin }),
      (r) => r.body[0]?.state === 'completed',
    );
    expect(released.body).toEqual([expect.objectContaining({ _id: tranId, riskLevel: 1 })]);
  });

  it('when a post names a transaction the shop never made, then the customer goes to the plain return page and nothing is asked of SSLCommerz', async () => {
    const before = gateway.calls.length;
    for (const tran_id of ['SC000000000000000000000000', 'not-ours', '']) {
      const res = await postForm(shop.api.base, '/payments/sslcommerz/success', { tran_id, val_id: 'X1' });
      expect(res.status).toBe(303);
      expect(res.location).toBe(`${ORIGIN}/payment/sslcommerz`);
    }
    expect(
      await postForm(shop.api.base, '/payments/sslcommerz/ipn', { tran_id: 'SC000000000000000000000000' }),
    ).toMatchObject({ status: 200 });
    expect(gateway.calls.length).toBe(before);
    expect(
      (
        await shop.api.call(
          'GET',
          '/payments/sslcommerz/result?tran_id=SC000000000000000000000000&status=success',
        )
      ).status,
    ).toBe(404);
    // a form post anywhere else is still refused
    expect((await postForm(shop.api.base, '/orders', { items: '1' })).status).toBe(415);
  });

  it('when SSLCommerz is not configured, then the checkout does not offer it and such an order is refused', async () => {
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
        payment: { paymentType: 'SSLCommerz' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Card payment is not available right now. Please choose Cash on Delivery',
      );
      expect(await stockOf(plain, p._id)).toBe(5);
    } finally {
      await plain.stop();
    }
  });
});

describe('SSLCommerz settings', () => {
  const all = {
    SSLCOMMERZ_BASE_URL: 'https://sandbox.sslcommerz.com/',
    SSLCOMMERZ_STORE_ID: 'shop0test',
    SSLCOMMERZ_STORE_PASSWORD: 'shop0test@ssl',
  };
  it('when all three are set, then SSLCommerz is on; some missing: the API names them; in production the API address is required', () => {
    expect(loadConfig(all).sslcommerz).toEqual({
      baseUrl: 'https://sandbox.sslcommerz.com',
      storeId: 'shop0test',
      storePassword: 'shop0test@ssl',
    });
    expect(loadConfig({}).sslcommerz).toBeUndefined();
    const { SSLCOMMERZ_STORE_PASSWORD, ...some } = all;
    void SSLCOMMERZ_STORE_PASSWORD;
    expect(() => loadConfig(some)).toThrow(/SSLCOMMERZ_STORE_PASSWORD: must be set together/);
    expect(() =>
      loadConfig({ ...all, SSLCOMMERZ_BASE_URL: 'https://sandbox.sslcommerz.com/gwprocess' }),
    ).toThrow(/SSLCOMMERZ_BASE_URL/);
    expect(() =>
      loadConfig({
        ...all,
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://shop.example.com',
        ALLOWED_HOSTS: 'shop.example.com',
      }),
    ).toThrow(/API_PUBLIC_URL/);
    expect(loadConfig({ ...all, API_PUBLIC_URL: 'https://api.example.com/api/v1/' }).apiPublicUrl).toBe(
      'https://api.example.com/api/v1',
    );
  });
});

describe('SSLCommerz after a crash', () => {
  const rig = crashRig(() => ({ ...gateway.env, PUBLIC_ORIGIN: ORIGIN }));

  it('when the API dies while SSLCommerz validates a payment, then after a restart the sweeper takes the payment over, asks SSLCommerz by tran_id and pays the order once', async () => {
    gateway.faults.noIpn = true;
    const opened = await rig.open();
    let api: TestApi | undefined = opened.api;
    const order = await placeOnline(api, opened.tyreId, 'SSLCommerz');
    const tranId = await startSslcommerz(api, order);
    const back = gateway.pay(tranId, 'card');
    await api.server.stop();
    api = rig.api = undefined;

    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const running = await startApiProcess(rig.dir, { ...gateway.env, PUBLIC_ORIGIN: ORIGIN }, port);
    const child = (rig.child = running.child);
    const died = new Promise((resolve) => child.once('exit', resolve));
    // the process dies as SSLCommerz is asked: its claim on the payment stays in the store
    gateway.faults.onValidation = () => child.kill('SIGKILL');
    const validations = gateway.count(VALIDATION);
    await postForm(running.base, '/payments/sslcommerz/success', back.fields).catch(() => undefined);
    await died;
    delete gateway.faults.onValidation;
    expect(gateway.count(VALIDATION) - validations).toBe(1);

    // restarted four minutes later: the claim is abandoned, the sweeper asks SSLCommerz
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4 * 60_000);
    api = rig.api = await startTestApi({ ...gateway.env, PUBLIC_ORIGIN: ORIGIN }, rig.dir);
    const paid = await eventually(
      () => orderOf(api!, order),
      (o) => o.status !== 'awaiting_payment',
    );
    expect(paid.status).toBe('pending');
    expect(paid.payment.trxID).toBe(gateway.byTranId(tranId)!.bankTranId);
    expect(paid.history.filter((h) => h.to === 'pending')).toHaveLength(1);
    expect(gateway.count(MERCHANT, 'tran_id')).toBeGreaterThan(0);
    expect(gateway.byTranId(tranId)!.refunds).toEqual([]);
    // the IPN that comes late changes nothing
    const late = apiCaller(api.base);
    expect(
      (await postForm(api.base, '/payments/sslcommerz/ipn', { tran_id: tranId, val_id: back.fields.val_id! }))
        .status,
    ).toBe(200);
    expect(((await late('GET', `/orders/${order.key}`)).body as { history: unknown[] }).history).toHaveLength(
      2,
    );
  });
});
