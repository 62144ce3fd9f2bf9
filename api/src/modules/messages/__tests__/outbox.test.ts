import type { Order, OutboxMessage } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bkashOrder, placeOrder } from '../../orders/__tests__/order-helpers';
import { MessagesRepository } from '../messages.repository';
import { eventually, messagesOf, openOutboxShop, placeCod, type OutboxShop } from './outbox-helpers';

const STAFF = ['orders@shop.example.com', 'owner@shop.example.com'];
const ORIGIN = 'https://tyres.example.com.bd';
const BENGALI = /[\u0980-\u09FF]/;

describe('the outbox: every order event records its messages', () => {
  let shop: OutboxShop;
  beforeAll(async () => {
    shop = await openOutboxShop({ STAFF_EMAILS: STAFF.join(', '), PUBLIC_ORIGIN: `${ORIGIN}/` });
  });
  afterAll(() => shop.stop());

  const move = async (order: Order, status: string) => {
    const res = await shop.api.call('PUT', `/orders/${order.key}`, { token: shop.admin, body: { status } });
    expect(res.status).toBe(200);
    return res.body.order as Order;
  };
  /** The order's messages once there are `n` of them and none is waiting to be sent. */
  const settled = (order: Order, n: number) =>
    eventually(
      () => messagesOf(shop, order),
      (list) => list.length >= n && list.every((m) => m.status === 'sent'),
    );
  const of = (list: OutboxMessage[], event: string) => list.filter((m) => m.event === event);

  it('when a COD order is placed in Bangla with an e-mail, then the customer gets an SMS and an e-mail in Bangla and each staff address an English e-mail, all sent by the log transport', async () => {
    const order = await placeCod(shop, { email: 'rafiq.ahmed@example.com' }, 'bn');
    const list = await settled(order, 4);
    expect(list).toHaveLength(4);
    const sms = list.find((m) => m.channel === 'sms')!;
    expect(sms).toMatchObject({
      event: 'placed',
      audience: 'customer',
      language: 'bn',
      reference: order.reference,
      orderId: order._id,
      status: 'sent',
      tries: 1,
    });
    // the number partly masked, the text in Bangla with the reference and the tracking link
    expect(sms.to).toBe(
      `${order.customer.mobileNumber.slice(0, 5)}•••${order.customer.mobileNumber.slice(-3)}`,
    );
    expect(sms.text).toMatch(BENGALI);
    expect(sms.text).toContain(order.reference);
    expect(sms.text).toContain(`${ORIGIN}/track?ref=${order.reference}`);
    expect(sms.attempts).toEqual([{ at: expect.any(String), ok: true }]);
    expect(sms.sentAt).toEqual(expect.any(String));
    expect(sms.nextAt).toBeUndefined();

    const mail = list.find((m) => m.channel === 'email' && m.audience === 'customer')!;
    expect(mail).toMatchObject({ event: 'placed', language: 'bn', to: 'r•••@example.com' });
    expect(mail.subject).toMatch(BENGALI);
    expect(mail.text).toContain(`${ORIGIN}/invoice/${order.key}`);
    expect(mail).not.toHaveProperty('html');

    const staff = list.filter((m) => m.audience === 'staff');
    expect(staff.map((m) => m.to).sort()).toEqual(['o•••@shop.example.com', 'o•••@shop.example.com']);
    for (const m of staff) {
      expect(m).toMatchObject({ channel: 'email', event: 'placed', language: 'en' });
      expect(m.subject).toContain(`New order ${order.reference}`);
      expect(m.subject).toContain('Cash on Delivery');
      expect(m.text).toContain(`${ORIGIN}/dashboard/orders/${order.key}`);
    }
  });

  it('when a COD order without an e-mail is placed in English, then the customer gets the SMS only (in English) and the staff their e-mails', async () => {
    const order = await placeCod(shop);
    const list = await settled(order, 3);
    expect(list.map((m) => `${m.audience}:${m.channel}`).sort()).toEqual([
      'customer:sms',
      'staff:email',
      'staff:email',
    ]);
    const sms = list.find((m) => m.channel === 'sms')!;
    expect(sms.language).toBe('en');
    expect(sms.text).not.toMatch(BENGALI);
    expect(sms.text).toContain(order.reference);
  });

  it('when an order moves to processing, shipped and completed, then each move sends the customer an SMS and an e-mail and the staff nothing', async () => {
    let order = await placeCod(shop, { email: 'moves@example.com' });
    await settled(order, 4);
    for (const status of ['processing', 'shipped', 'completed']) order = await move(order, status);
    const list = await settled(order, 10);
    expect(list).toHaveLength(10);
    for (const event of ['processing', 'shipped', 'completed']) {
      expect(
        of(list, event)
          .map((m) => `${m.audience}:${m.channel}`)
          .sort(),
      ).toEqual(['customer:email', 'customer:sms']);
    }
    // oldest first: the events in the order they happened
    expect([...new Set(list.map((m) => m.event))]).toEqual(['placed', 'processing', 'shipped', 'completed']);
  });

  it('when an order is cancelled, then the customer is told by SMS', async () => {
    let order = await placeCod(shop);
    order = await move(order, 'cancelled');
    const list = await settled(order, 4);
    expect(of(list, 'cancelled').map((m) => `${m.audience}:${m.channel}`)).toEqual(['customer:sms']);
  });

  it('when a bKash order is placed, verified or rejected, then the staff are asked to verify the payment and the customer hears of each outcome', async () => {
    const place = async () => {
      const res = await placeOrder(shop.api, bkashOrder([{ product: shop.productId, quantity: 1 }]));
      expect(res.status).toBe(201);
      return res.body as Order;
    };
    const verified = await place();
    const placed = await settled(verified, 3);
    const staffMail = placed.find((m) => m.audience === 'staff')!;
    expect(staffMail.subject).toBe(
      `New order ${verified.reference}: bKash payment to verify (TrxID ${verified.payment.trxID})`,
    );

    await move(verified, 'pending');
    const afterVerify = await settled(verified, 4);
    expect(of(afterVerify, 'payment_verified').map((m) => m.channel)).toEqual(['sms']);

    const rejected = await place();
    await move(rejected, 'cancelled');
    const afterReject = await settled(rejected, 4);
    expect(of(afterReject, 'payment_rejected').map((m) => m.channel)).toEqual(['sms']);
    expect(of(afterReject, 'cancelled')).toEqual([]);
  });

  it("when someone who is not an admin asks for an order's messages, then 401 or 403", async () => {
    const order = await placeCod(shop);
    expect((await shop.api.call('GET', `/orders/${order.key}/messages`)).status).toBe(401);
    const customer = await shop.api.customer();
    expect(
      (await shop.api.call('GET', `/orders/${order.key}/messages`, { token: customer.token })).status,
    ).toBe(403);
    expect(
      (await shop.api.call('GET', `/orders/${'x'.repeat(32)}/messages`, { token: shop.admin })).status,
    ).toBe(404);
  });
});

describe('GET /messages and POST /messages/:id/resend', () => {
  let shop: OutboxShop;
  let shipped: Order;
  beforeAll(async () => {
    shop = await openOutboxShop({ STAFF_EMAILS: 'orders@shop.example.com' });
    shipped = await placeCod(shop, { email: 'list@example.com' });
    for (const status of ['processing', 'shipped']) {
      const res = await shop.api.call('PUT', `/orders/${shipped.key}`, {
        token: shop.admin,
        body: { status },
      });
      shipped = res.body.order;
    }
    await placeCod(shop);
    await eventually(
      () => shop.api.call('GET', '/messages?size=100', { token: shop.admin }),
      (res) => res.body.length === 9 && res.body.every((m: OutboxMessage) => m.status === 'sent'),
    );
  });
  afterAll(() => shop.stop());

  const list = (query: string, token = shop.admin) => shop.api.call('GET', `/messages${query}`, { token });

  it('when an admin lists the outbox, then it is newest first with its total, pages, and the recipients partly masked', async () => {
    const all = await list('?size=100');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe('9');
    const times = all.body.map((m: OutboxMessage) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const m of all.body as OutboxMessage[]) {
      expect(m.to).toContain('•••');
      expect(m.to).not.toMatch(/\d{11}/);
      expect(Object.keys(m)).not.toContain('html');
    }
    const second = await list('?size=2&page=1');
    expect(second.body.map((m: OutboxMessage) => m._id)).toEqual(
      all.body.slice(2, 4).map((m: OutboxMessage) => m._id),
    );
  });

  it('when the list is filtered by event, channel, status or reference, then only those messages come', async () => {
    const shippedSms = await list('?event=shipped&channel=sms');
    expect(shippedSms.body).toHaveLength(1);
    expect(shippedSms.body[0]).toMatchObject({
      event: 'shipped',
      channel: 'sms',
      reference: shipped.reference,
    });
    const ofOrder = await list(`?reference=${shipped.reference.toLowerCase()}`);
    expect(ofOrder.headers.get('x-total-count')).toBe('7');
    expect(ofOrder.body.every((m: OutboxMessage) => m.reference === shipped.reference)).toBe(true);
    expect((await list('?status=failed')).body).toEqual([]);
    expect((await list('?status=sent&channel=email')).headers.get('x-total-count')).toBe('5');
    const bad = await list('?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.status).toMatch(/must be one of pending, sending, sent, failed/);
  });

  it('when someone who is not an admin lists or resends, then 401 or 403', async () => {
    const customer = await shop.api.customer();
    expect((await shop.api.call('GET', '/messages')).status).toBe(401);
    expect((await list('', customer.token)).status).toBe(403);
    const [one] = (await list('?size=1')).body as OutboxMessage[];
    expect((await shop.api.call('POST', `/messages/${one!._id}/resend`)).status).toBe(401);
    expect(
      (await shop.api.call('POST', `/messages/${one!._id}/resend`, { token: customer.token })).status,
    ).toBe(403);
  });

  it('when an admin resends a sent message, then it is queued as a new try and sent again, its first attempt kept', async () => {
    const [sms] = (await list(`?reference=${shipped.reference}&event=shipped&channel=sms`))
      .body as OutboxMessage[];
    const res = await shop.api.call('POST', `/messages/${sms!._id}/resend`, { token: shop.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: sms!._id, tries: 1, attempts: sms!.attempts });
    expect(['pending', 'sending', 'sent']).toContain(res.body.status);
    const again = await eventually(
      async () => (await messagesOf(shop, shipped)).find((m) => m._id === sms!._id)!,
      (m) => m.status === 'sent' && m.tries === 2,
    );
    expect(again.attempts).toHaveLength(2);
    expect(again.attempts.every((a) => a.ok)).toBe(true);
  });

  it('when a message is being sent by a sender right now, then a resend is 409; an unknown message is 404', async () => {
    const [mail] = (await list(`?reference=${shipped.reference}&event=processing&channel=email`))
      .body as OutboxMessage[];
    // another instance claims it: requeue it, then claim it as that instance would
    const repo = new MessagesRepository(shop.api.server.ctx.store);
    const read = (await repo.findById(mail!._id))!;
    const future = new Date(Date.now() + 3600_000).toISOString();
    await repo.requeue(read, future);
    const claimed = await repo.claimDue(
      future,
      'another-instance',
      new Date(Date.now() + 7200_000).toISOString(),
    );
    expect(claimed?._id).toBe(mail!._id);
    const res = await shop.api.call('POST', `/messages/${mail!._id}/resend`, { token: shop.admin });
    expect(res.status).toBe(409);
    expect(res.body.messageCode).toBe('message.sending');
    const missing = await shop.api.call('POST', `/messages/${'a'.repeat(24)}/resend`, { token: shop.admin });
    expect(missing.status).toBe(404);
  });
});
