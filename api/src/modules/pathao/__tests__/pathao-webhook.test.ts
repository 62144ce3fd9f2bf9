// Issue 41 (Pathao): Pathao's webhook (its secret, the integration check, duplicates, events out of
// order) moving orders, the tracking page's courier word, and the sweeper, against the loopback
// Pathao of src/test/pathao-server.ts.
import type { Order, TrackedOrder } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pathaoEvent,
  PATHAO_INTEGRATION_HEADER_VALUE,
  type FakePathao,
  type FakePathaoParcel,
} from '../../../test/pathao-server';
import { eventually } from '../../messages/__tests__/outbox-helpers';
import { send, stockOf, type Shop } from '../../orders/__tests__/order-helpers';
import {
  bookWithPathao,
  messagesOnceSms,
  processingOrder,
  readOrder,
  openPathaoShop,
  type PathaoShop,
} from '../../shipping/__tests__/courier-test-helpers';

describe('Pathao’s webhook', () => {
  let shop: Shop;
  let pathao: FakePathao;
  let productId: string;
  let webhookUrl: string;

  let opened: PathaoShop;
  beforeAll(async () => {
    opened = await openPathaoShop();
    ({ shop, pathao, productId, webhookUrl } = opened);
  });
  afterAll(() => opened.stop());

  const read = (order: Order) => readOrder(shop, order);
  const notify = (parcel: FakePathaoParcel, event: string, extra: Record<string, unknown> = {}, at?: Date) =>
    pathao.notify(webhookUrl, pathao.webhookSecret, pathaoEvent(parcel, event, extra, at));

  const bookedOrder = async () => bookWithPathao(shop, pathao, await processingOrder(shop, productId));

  it('when Pathao checks the address (its integration event), then it is answered 202 with the header Pathao asks for, and nothing changes', async () => {
    const { ok, answer } = await pathao.integrate(webhookUrl, pathao.webhookSecret);
    expect(ok).toBe(true);
    expect(answer.headers.get('x-pathao-merchant-webhook-integration-secret')).toBe(
      PATHAO_INTEGRATION_HEADER_VALUE,
    );
    expect(answer.body).toEqual({ message: 'Webhook integration accepted' });
  });

  it('when a call comes without the right secret, then it is refused (401) and nothing moves', async () => {
    const { order, parcel } = await bookedOrder();
    const wrong = await pathao.notify(webhookUrl, 'not-the-secret', pathaoEvent(parcel, 'order.delivered'));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('x-pathao-merchant-webhook-integration-secret')).toBeNull();
    const none = await shop.api.call('POST', '/couriers/pathao/webhook', {
      body: pathaoEvent(parcel, 'order.delivered'),
    });
    expect(none.status).toBe(401);
    expect((await pathao.integrate(webhookUrl, 'not-the-secret')).ok).toBe(false);
    expect((await read(order)).status).toBe('shipped');
  });

  it('when the parcel travels, then the order keeps Pathao’s latest word, and an older word arriving late changes nothing', async () => {
    const { order, parcel } = await bookedOrder();
    const t0 = Date.now();
    expect((await notify(parcel, 'order.picked', {}, new Date(t0 + 1000))).status).toBe(202);
    const out = await notify(parcel, 'order.assigned-for-delivery', {}, new Date(t0 + 3000));
    expect(out).toMatchObject({ status: 202, body: { message: 'Update noted' } });
    const late = await notify(parcel, 'order.in-transit', {}, new Date(t0 + 2000));
    expect(late.body).toEqual({ message: 'Update ignored: the parcel has a newer word' });
    const now = await read(order);
    expect(now.status).toBe('shipped');
    // Pathao stamps its events to the second
    const at = new Date(Math.floor((t0 + 3000) / 1000) * 1000).toISOString();
    expect(now.shipment!.update).toMatchObject({ state: 'out_for_delivery', at });
  });

  it('when Pathao says delivered, then the order is completed with the amount collected and the delivery fee, once, whatever comes twice, at once or late', async () => {
    const { order, parcel } = await bookedOrder();
    const delivered = pathaoEvent(parcel, 'order.delivered', { collected_amount: order.total });
    const answers = await Promise.all(
      [1, 2, 3].map(() => pathao.notify(webhookUrl, pathao.webhookSecret, delivered)),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(answers.map((a) => (a.body as { message: string }).message).sort()).toEqual([
      'Already applied',
      'Already applied',
      'Status applied',
    ]);
    const done = await read(order);
    expect(done.status).toBe('completed');
    expect(done.history.filter((h) => h.to === 'completed')).toHaveLength(1);
    expect(done.history.at(-1)).toMatchObject({ from: 'shipped', to: 'completed', by: { name: 'Pathao' } });
    expect(done.shipment).toMatchObject({
      consignmentId: parcel.consignment_id,
      collected: order.total,
      deliveryCharge: parcel.delivery_fee,
      courierStatus: 'order.delivered',
      update: { state: 'delivered' },
    });
    // late words: nothing moves back
    await notify(parcel, 'order.in-transit');
    await notify(parcel, 'order.returned');
    const after = await read(order);
    expect(after.status).toBe('completed');
    expect(after.shipment).toEqual(done.shipment);
    const messages = await messagesOnceSms(shop, productId, order, 'completed');
    expect(messages.filter((m) => m.event === 'completed' && m.channel === 'sms')).toHaveLength(1);
  });

  it('when the customer refuses the parcel and pays the delivery charge (paid-return), then the order is returned as refused, its stock waits for the admin, and the customer is told', async () => {
    const { order, parcel } = await bookedOrder();
    const before = await stockOf(shop, productId);
    const res = await notify(parcel, 'order.paid-return', {
      collected_amount: 60,
      reason: 'Customer refused',
    });
    expect(res.body).toEqual({ message: 'Status applied' });
    const after = await read(order);
    expect(after.status).toBe('returned');
    expect(after.parcelReturn).toMatchObject({ reason: 'refused', note: 'Customer refused' });
    expect(after.shipment).toMatchObject({ collected: 60, update: { state: 'returned' } });
    expect(after.history.at(-1)).toMatchObject({ note: 'Pathao: refused by the customer' });
    expect(await stockOf(shop, productId)).toBe(before);
    await messagesOnceSms(shop, productId, order, 'returned');
  });

  it('when Pathao returns the parcel or cancels its pickup, then the order is returned with that reason', async () => {
    const a = await bookedOrder();
    await notify(a.parcel, 'order.returned', { reason: 'Address not found' });
    expect((await read(a.order)).parcelReturn).toMatchObject({
      reason: 'returned',
      note: 'Address not found',
    });
    const b = await bookedOrder();
    await notify(b.parcel, 'order.pickup-cancelled');
    const cancelled = await read(b.order);
    expect(cancelled.status).toBe('returned');
    expect(cancelled.parcelReturn).toMatchObject({ reason: 'cancelled' });
    expect(cancelled.shipment!.update!.state).toBe('cancelled');
  });

  it('when Pathao pays the shop for a parcel (order.paid), then the order records it once', async () => {
    const { order, parcel } = await bookedOrder();
    await notify(parcel, 'order.delivered', { collected_amount: order.total });
    const paid = await notify(parcel, 'order.paid', { invoice_id: '121224IBW19790' });
    expect(paid.body).toEqual({ message: 'Payment noted' });
    const again = await notify(parcel, 'order.paid', { invoice_id: 'ANOTHER' });
    expect(again.body).toEqual({ message: 'Payment already noted' });
    const after = await read(order);
    expect(after.shipment!.settled).toMatchObject({ invoiceId: '121224IBW19790' });
  });

  it('when the webhook names a consignment the shop never booked, then it is answered and ignored', async () => {
    const res = await pathao.notify(webhookUrl, pathao.webhookSecret, {
      consignment_id: 'DL999999NONE',
      merchant_order_id: 'TB-990001',
      event: 'order.delivered',
      store_id: pathao.storeId,
    });
    expect(res).toMatchObject({ status: 202, body: { message: 'Unknown consignment: ignored' } });
  });

  it('when the body is not Pathao’s, then it is refused with 400', async () => {
    const res = await pathao.notify(webhookUrl, pathao.webhookSecret, { event: 'hello world' });
    expect(res.status).toBe(400);
  });

  it('when a guest tracks the order, then Pathao’s latest word shows by its state and time, without the courier’s own words or money', async () => {
    const { order, parcel } = await bookedOrder();
    await notify(parcel, 'order.delivery-failed', { reason: 'Customer 01711000000 not reachable' });
    const admin = await read(order);
    expect(admin.shipment!.update).toMatchObject({
      state: 'delivery_failed',
      message: 'Customer 01711000000 not reachable',
    });
    const res = await send(shop.api, 'POST', '/orders/track', {
      body: { reference: order.reference, mobileNumber: order.customer.mobileNumber },
    });
    expect(res.status).toBe(200);
    const tracked = res.body as TrackedOrder;
    expect(tracked.shipment!.update).toEqual({ state: 'delivery_failed', at: admin.shipment!.update!.at });
    expect(JSON.stringify(tracked)).not.toContain('not reachable');
  });
});

describe('the Pathao sweeper', () => {
  it('when a shipped parcel heard nothing for PATHAO_SWEEP_AFTER, then Pathao is asked for its info and a delivered status completes the order', async () => {
    const opened = await openPathaoShop({ PATHAO_SWEEP_AFTER: '1s' });
    const { shop, pathao, productId } = opened;
    try {
      const placed = await processingOrder(shop, productId);
      const { parcel } = await bookWithPathao(shop, pathao, placed);
      // no webhook comes: Pathao's side says delivered
      pathao.setStatus(parcel.consignment_id, 'Delivered');
      const done = await eventually(
        () => readOrder(shop, placed),
        (o) => o.status === 'completed',
        10_000,
      );
      expect(done.shipment).toMatchObject({ update: { state: 'delivered' }, collected: placed.total });
      expect(done.history.at(-1)).toMatchObject({ from: 'shipped', to: 'completed', by: { name: 'Pathao' } });
      expect(pathao.calls).toContain(`GET /orders/${parcel.consignment_id}/info`);
    } finally {
      await opened.stop();
    }
  }, 20_000);
});
