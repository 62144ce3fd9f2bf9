import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBkashGateway, type BkashTestGateway } from '../../../test/bkash-gateway';
import { eventually } from '../../messages/__tests__/outbox-helpers';
import { openShop, product, type Shop } from '../../orders/__tests__/order-helpers';
import { orderOf, placeOnline } from './payment-helpers';

let gateway: BkashTestGateway;
let shop: Shop;

beforeAll(async () => {
  gateway = await startBkashGateway();
  shop = await openShop({
    ...gateway.env,
    PUBLIC_ORIGIN: 'https://tyres.example.com.bd',
    PAYMENT_SWEEP_SECONDS: '1',
  });
});
afterAll(async () => {
  await shop?.stop();
  await gateway?.stop();
});
afterEach(() => vi.useRealTimers());

describe('payments nobody came back from', () => {
  it('when a customer pays on bKash and the callback never comes, then a few minutes later (well before the deadline) the sweeper asks bKash and the order is paid', async () => {
    const p = await product(shop, { stock: 5 });
    const order = await placeOnline(shop.api, p._id, 'bKash Online');
    const started = await shop.api.call('POST', '/payments/bkash', { body: { key: order.key } });
    const paymentID = started.body.paymentID as string;
    // paid on bKash's page; the browser never comes back
    gateway.authorize(paymentID);
    await new Promise((r) => setTimeout(r, 200));
    expect((await orderOf(shop.api, order)).status).toBe('awaiting_payment');
    // four minutes on (the deadline is 30): the sweeper's next round (every second here) takes it over
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4 * 60_000);
    const paid = await eventually(
      () => orderOf(shop.api, order),
      (o) => o.status !== 'awaiting_payment',
      20_000,
    );
    expect(paid.status).toBe('pending');
    expect(paid.payment.trxID).toBe(gateway.payments.get(paymentID)!.trxID);
    expect(gateway.payments.get(paymentID)!.executions).toBe(1);
    // a callback that comes after changes nothing
    const late = await shop.api.call('GET', `/payments/bkash/callback?paymentID=${paymentID}&status=success`);
    expect(late.body.result).toBe('paid');
    expect((await orderOf(shop.api, order)).history.filter((h) => h.to === 'pending')).toHaveLength(1);
  }, 40_000);
});
