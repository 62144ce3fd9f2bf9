import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OutboxMessage } from '@tyre/contracts';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../../lib/store/nedb-store';
import { Throttle } from '../../../lib/throttle/throttle';
import {
  bkashOrder,
  newAddress,
  newMobile,
  openShop,
  placeOrder,
  product,
  send,
  type Shop,
} from '../../orders/__tests__/order-helpers';
import { MessagesRepository, type MessageDoc } from '../messages.repository';
import { Sender } from '../sender';
import { SmsBudget, type SmsBudgetRefusal } from '../sms-budget';
import type { OutgoingMessage, Transport } from '../transports';
import { smsGatewayTransport } from '../transports/sms-gateway';
import { eventually, startGateway } from './outbox-helpers';

// Issue 38, item 2 (SMS pumping): one budget of SMS for the whole shop, per hour and per day,
// counted in the store over the one-time codes and the outbox's SMS together.

// now, not a fixed day: the embedded store drops a counter whose expiry has passed on the clock
let T0 = Date.now();
const minutes = (n: number) => T0 + n * 60_000;

describe('the SMS budget in the store', () => {
  let dir: string;
  let store: NedbStore;
  let lines: string[];
  let budget: SmsBudget;
  let refusals: SmsBudgetRefusal[];
  beforeEach(async () => {
    T0 = Date.now();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-sms-budget-'));
    store = new NedbStore(dir);
    await store.ready();
    lines = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    budget = new SmsBudget(new Throttle(store), { perHour: 2, perDay: 3 }, logger);
    refusals = [];
    budget.onRefusal((r) => refusals.push(r));
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("when the hour's SMS are used up, then the next is refused until the hour is over; when the day's are, then the hour's take is given back and the wait is the day's", async () => {
    expect(await budget.take('code', T0)).toEqual({ ok: true });
    expect(await budget.take('outbox', minutes(1))).toEqual({ ok: true });
    expect(await budget.take('code', minutes(2))).toEqual({ ok: false, retryAfterSeconds: 58 * 60 });
    expect(await budget.used(minutes(2))).toEqual({ hour: 2, day: 2 });
    // a new hour: one more fits the day, the next is refused by the day
    expect(await budget.take('outbox', minutes(61))).toEqual({ ok: true });
    expect(await budget.take('code', minutes(62))).toEqual({
      ok: false,
      retryAfterSeconds: (24 * 60 - 62) * 60,
    });
    expect(await budget.used(minutes(62))).toEqual({ hour: 1, day: 3 });
    expect(refusals).toEqual([
      { kind: 'code', window: 'hour', limit: 2, retryAfterSeconds: 58 * 60 },
      { kind: 'code', window: 'day', limit: 3, retryAfterSeconds: (24 * 60 - 62) * 60 },
    ]);
    // an SMS that did not go out is given back
    await budget.refund(minutes(63));
    expect(await budget.used(minutes(63))).toEqual({ hour: 0, day: 2 });
    expect(await budget.take('code', minutes(64))).toEqual({ ok: true });
  });

  it('when 20 SMS race for a budget of 2, then exactly 2 are allowed', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => budget.take('outbox', T0)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await budget.used(T0)).toEqual({ hour: 2, day: 2 });
  });

  it('when the budget refuses again and again, then the log has a warning at once and then at most one a minute, counting the refusals since', async () => {
    await budget.take('code', T0);
    await budget.take('code', T0);
    for (let s = 0; s < 90; s += 10) await budget.take('code', T0 + s * 1000);
    const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string; smsBudget: object });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]!.level).toBe(40);
    expect(warnings[0]!.msg).toMatch(
      /^The shop's SMS budget of this hour is spent \(2 SMS, SMS_BUDGET_PER_HOUR\): one-time codes are refused/,
    );
    expect(warnings[0]!.smsBudget).toMatchObject({
      window: 'hour',
      limit: 2,
      kind: 'code',
      refusedSinceLastLine: 1,
    });
    // the refusals of seconds 10 to 60 are told with the one at second 60
    expect(warnings[1]!.smsBudget).toMatchObject({ refusedSinceLastLine: 6 });
  });
});

describe("the outbox's sender and the SMS budget", () => {
  let dir: string;
  let store: NedbStore;
  let repo: MessagesRepository;
  let budget: SmsBudget;
  const logger = pino({ level: 'silent' });
  beforeEach(async () => {
    T0 = Date.now();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-sms-budget-sender-'));
    store = new NedbStore(dir);
    await store.ready();
    repo = new MessagesRepository(store);
    budget = new SmsBudget(new Throttle(store), { perHour: 2, perDay: 3 }, logger);
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  let n = 0;
  /** A pending message due at T0, as the outbox records one. */
  async function pending(channel: 'sms' | 'email'): Promise<string> {
    n += 1;
    const to = channel === 'sms' ? `88017${String(n).padStart(8, '0')}` : `customer${n}@example.com`;
    const at = new Date(T0).toISOString();
    const doc: Omit<MessageDoc, '_id'> = {
      dedupe: `order-${n}:0:${channel}:customer:${to}`,
      orderId: `665f1c2e8b3a4d00123456${String(n % 100).padStart(2, '0')}`,
      reference: `TB-26${String(n).padStart(4, '0')}`,
      event: 'placed',
      channel,
      audience: 'customer',
      to,
      language: 'en',
      ...(channel === 'email' && { subject: `Order ${n}` }),
      text: `message ${n}`,
      status: 'pending',
      tries: 0,
      triesBefore: 0,
      attempts: [],
      nextAt: at,
      createdAt: at,
      updatedAt: at,
    };
    expect(await repo.insertNew(doc)).toBe(true);
    return (await store.collection<MessageDoc>('messages').findOne({ dedupe: doc.dedupe }))!._id;
  }

  const senderTo = (url: string, mails: OutgoingMessage[] = []) => {
    const sms = smsGatewayTransport({ url, apiKey: 'k', senderId: undefined, format: 'form' });
    const email: Transport = { name: 'test', send: async (m) => void mails.push(m) };
    return new Sender(repo, { sms, email }, { logger, budget });
  };

  it("when the outbox holds more SMS than the hour's budget, then the rest wait, pending, no try counted, until the hour is over, and are sent then; the e-mails go at once", async () => {
    const sms = [await pending('sms'), await pending('sms'), await pending('sms')];
    await pending('email');
    const gateway = await startGateway();
    const mails: OutgoingMessage[] = [];
    try {
      const sender = senderTo(gateway.url, mails);
      // two SMS and the e-mail are tried; the third SMS is put off, not tried
      expect(await sender.sendDue(() => new Date(T0))).toBe(3);
      expect(gateway.received).toHaveLength(2);
      expect(mails).toHaveLength(1);
      const docs = await Promise.all(sms.map((id) => repo.findById(id)));
      const waiting = docs.filter((d) => d!.status === 'pending');
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({
        tries: 0,
        attempts: [],
        nextAt: new Date(minutes(60)).toISOString(),
      });
      expect(waiting[0]!.claim).toBeUndefined();
      // not before the hour is over
      expect(await sender.sendDue(() => new Date(minutes(30)))).toBe(0);
      expect(await sender.sendDue(() => new Date(minutes(60)))).toBe(1);
      expect(gateway.received).toHaveLength(3);
      expect(await repo.findById(waiting[0]!._id)).toMatchObject({ status: 'sent', tries: 1 });
    } finally {
      await gateway.close();
    }
  });

  it('when the gateway fails an SMS, then it costs none of the budget', async () => {
    await pending('sms');
    const gateway = await startGateway(() => 503);
    try {
      expect(await senderTo(gateway.url).sendDue(() => new Date(T0))).toBe(1);
      expect(gateway.received).toHaveLength(1);
      expect(await budget.used(T0)).toEqual({ hour: 0, day: 0 });
    } finally {
      await gateway.close();
    }
  });
});

describe('the SMS budget of the shop (SMS_BUDGET_PER_HOUR=3)', () => {
  const TOKEN = 'metrics-token-for-the-sms-budget';
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let shop: Shop;
  beforeAll(async () => {
    gateway = await startGateway();
    shop = await openShop({
      ORDER_OTP: 'cod',
      MESSAGE_TRANSPORT: 'live',
      SMS_GATEWAY_URL: gateway.url,
      SMS_API_KEY: 'test-key',
      SMS_BUDGET_PER_HOUR: '3',
      SMS_BUDGET_PER_DAY: '10',
      METRICS_TOKEN: TOKEN,
      MESSAGE_SEND_INTERVAL: '1',
    });
  });
  afterAll(async () => {
    await shop?.stop();
    await gateway?.close();
  });

  const sendCode = (mobile: string) =>
    send(shop.api, 'POST', '/orders/verify-mobile/send', { body: { mobile, language: 'en' } });
  const metric = async (name: string) => {
    const res = await fetch(`${shop.api.server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const text = await res.text();
    const line = text.split('\n').find((l) => l.startsWith(name + ' '));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  };

  it('when codes are asked for 8 numbers from 8 addresses at once, then 3 are sent and 5 refused with 503 (otp.smsBudgetSpent, Retry-After) before any SMS; a refused number is not held by its own limit; orders that need no code go on, and their SMS wait', async () => {
    const numbers = Array.from({ length: 8 }, () => newMobile());
    const results = await Promise.all(numbers.map((mobile) => sendCode(mobile)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 503);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.body).toEqual({
        message: 'The shop cannot send more SMS codes right now. Please try again later',
        code: 'unavailable',
        messageCode: 'otp.smsBudgetSpent',
      });
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    // the gateway got exactly the budget's SMS
    expect(gateway.received).toHaveLength(3);

    // a number refused by the budget asks again at once: the budget answers, not the number's minute
    const again = numbers[statuses.indexOf(503)]!;
    expect((await sendCode(again)).status).toBe(503);

    // a bKash order needs no code (ORDER_OTP=cod): it is placed; its SMS waits for the budget,
    // not tried and not lost, while its e-mail (on the log, no SMTP here) goes out
    const p = await product(shop, { stock: 5 });
    const body = bkashOrder([{ product: p._id, quantity: 1 }]);
    body.customer.email = 'buyer@example.com';
    const placed = await placeOrder(shop.api, body, { from: newAddress() });
    expect(placed.status).toBe(201);
    const messages = await eventually(
      async () =>
        (await shop.api.call('GET', `/orders/${placed.body.key}/messages`, { token: shop.admin }))
          .body as OutboxMessage[],
      (list) =>
        list.some((m) => m.channel === 'email' && m.status === 'sent') &&
        list.some((m) => m.channel === 'sms' && Date.parse(m.nextAt ?? '') > Date.now() + 30 * 60_000),
    );
    const sms = messages.find((m) => m.channel === 'sms')!;
    expect(sms).toMatchObject({ status: 'pending', tries: 0, attempts: [] });
    expect(Date.parse(sms.nextAt!)).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect(gateway.received).toHaveLength(3);

    // what an operator sees: the refusals by kind and window, what is used and the limits
    expect(await metric('tyre_sms_budget_refusals_total{kind="code",window="hour"}')).toBe(6);
    expect(
      await metric('tyre_sms_budget_refusals_total{kind="outbox",window="hour"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(await metric('tyre_sms_budget_used{window="hour"}')).toBe(3);
    expect(await metric('tyre_sms_budget_limit{window="hour"}')).toBe(3);
    expect(await metric('tyre_sms_budget_limit{window="day"}')).toBe(10);
  });
});
