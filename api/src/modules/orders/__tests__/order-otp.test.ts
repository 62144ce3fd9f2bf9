import fs from 'node:fs';
import path from 'node:path';
import { MOBILE_CODE, VERIFIED_MOBILE_DAYS } from '@tyre/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestResponse } from '../../../test/test-api';
import { startGateway, type GatewayRequest } from '../../messages/__tests__/outbox-helpers';
import { CODE_LIMITS } from '../mobile-codes';
import {
  bkashOrder,
  codOrder,
  newAddress,
  newMobile,
  openShop,
  placeOrder,
  product,
  send,
  stockOf,
  type Shop,
} from './order-helpers';

// ORDER_OTP (issue 28, item 1): Cash on Delivery orders only for a mobile number confirmed with a
// code sent by SMS. The API is the real one, in-process; the SMS gateway is a real HTTP server on
// loopback, and every code is read from what it received.

type Gateway = Awaited<ReturnType<typeof startGateway>>;

const smsTo = (mobile: string) => `88${mobile}`;
const codeIn = (sms: GatewayRequest) => /\b(\d{6})\b/.exec(sms.fields.message ?? '')?.[1] ?? '';
const cookieOf = (res: TestResponse) =>
  res.headers.getSetCookie().find((c) => c.startsWith('tyre_mobile=')) ?? '';
/** The `name=value` part of a Set-Cookie, as a browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

async function openOtpShop(env: Record<string, string>, gateway: Gateway): Promise<Shop> {
  return openShop({
    MESSAGE_TRANSPORT: 'live',
    SMS_GATEWAY_URL: gateway.url,
    SMS_API_KEY: 'test-key',
    // the outbox sends nothing here: the gateway receives the codes only
    MESSAGE_SEND_INTERVAL: '0',
    ...env,
  });
}

describe('ORDER_OTP=cod', () => {
  let gateway: Gateway;
  let shop: Shop;
  /** Numbers whose SMS the gateway refuses (500). */
  const failing = new Set<string>();
  beforeAll(async () => {
    gateway = await startGateway((req) => (failing.has(req.fields.number ?? '') ? 500 : 200));
    shop = await openOtpShop({ ORDER_OTP: 'cod', ORDER_LIMIT_PER_MOBILE: '2/3600' }, gateway);
  });
  afterAll(async () => {
    await shop?.stop();
    await gateway?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sendCode = (mobile: string, o: { language?: 'en' | 'bn'; from?: string } = {}) =>
    send(shop.api, 'POST', '/orders/verify-mobile/send', {
      body: { mobile, language: o.language ?? 'en' },
      from: o.from,
    });
  const check = (mobile: string, code: string) =>
    send(shop.api, 'POST', '/orders/verify-mobile/check', { body: { mobile, code } });
  const received = (mobile: string) => gateway.received.filter((r) => r.fields.number === smsTo(mobile));
  const lastCode = (mobile: string) => codeIn(received(mobile).at(-1)!);
  /** Sends a code to `mobile` and checks it: answers the cookie to send back. */
  async function confirm(mobile: string): Promise<string> {
    expect((await sendCode(mobile)).status).toBe(200);
    const checked = await check(mobile, lastCode(mobile));
    expect(checked.status).toBe(200);
    return sentBack(cookieOf(checked));
  }
  const orderWith = (productId: string, mobile: string, cookie?: string, from?: string) =>
    send(shop.api, 'POST', '/orders', {
      body: codOrder([{ product: productId, quantity: 1 }], { mobileNumber: mobile }),
      headers: cookie ? { cookie } : {},
      from,
    });

  it('when a Cash on Delivery order comes without a confirmed number, then it is refused with 403 and takes no stock; a bKash order goes through', async () => {
    const state = await send(shop.api, 'GET', '/orders/verify-mobile');
    expect(state.body).toEqual({ required: 'cod', verifiedMobile: null });
    const p = await product(shop, { stock: 5 });
    const refused = await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'forbidden',
      message: 'Please confirm your mobile number with the code we send by SMS',
      messageCode: 'order.mobileNotConfirmed',
    });
    // a cookie that is not one the API gave does not help
    const forged = await orderWith(p._id, newMobile(), `tyre_mobile=${'A'.repeat(43)}`);
    expect(forged.status).toBe(403);
    expect(await stockOf(shop, p._id)).toBe(5);
    const bkash = await placeOrder(shop.api, bkashOrder([{ product: p._id, quantity: 1 }]));
    expect(bkash.status).toBe(201);
    expect(await stockOf(shop, p._id)).toBe(4);
  });

  it('when a code is asked for, then it arrives at the SMS gateway in the language asked; the right code sets a 30-day HttpOnly, SameSite cookie that lets this and the next order through without a code', async () => {
    const mobile = newMobile();
    const sent = await sendCode(mobile);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      mobile,
      expiresInSeconds: MOBILE_CODE.validSeconds,
      resendAfterSeconds: MOBILE_CODE.resendSeconds,
    });
    // sent at once, not after the outbox's round
    const [sms] = received(mobile);
    expect(sms!.fields).toMatchObject({ api_key: 'test-key', number: smsTo(mobile) });
    expect(sms!.fields.message).toMatch(/^\d{6} is your .+ code to confirm your mobile number/);
    expect(sms!.fields.message).toContain('5 minutes');

    const bangla = newMobile();
    expect((await sendCode(bangla, { language: 'bn' })).status).toBe(200);
    expect(received(bangla)[0]!.fields.message).toMatch(
      /^\d{6} আপনার মোবাইল নম্বর নিশ্চিত করার .* কোড। ৫ মিনিট/,
    );

    const checked = await check(mobile, codeIn(sms!));
    expect(checked.status).toBe(200);
    const setCookie = cookieOf(checked);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/api\/v1\/orders/);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(setCookie)![1]!);
    expect(expires - Date.now()).toBeGreaterThan((VERIFIED_MOBILE_DAYS - 1) * 24 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(VERIFIED_MOBILE_DAYS * 24 * 3600_000);
    expect(checked.body).toEqual({ mobile, verifiedUntil: expect.any(String) });
    // the cookie's Expires is in whole seconds
    expect(Math.abs(Date.parse(checked.body.verifiedUntil) - expires)).toBeLessThan(1000);
    // a code is used once
    expect((await check(mobile, codeIn(sms!))).status).toBe(400);

    const cookie = sentBack(setCookie);
    const state = await send(shop.api, 'GET', '/orders/verify-mobile', { headers: { cookie } });
    expect(state.body).toEqual({ required: 'cod', verifiedMobile: mobile });
    const p = await product(shop, { stock: 5 });
    expect((await orderWith(p._id, mobile, cookie)).status).toBe(201);
    // the next order from this browser, another day: no code
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 24 * 3600_000);
    expect((await orderWith(p._id, mobile, cookie)).status).toBe(201);
    // the cookie confirms its own number only
    expect((await orderWith(p._id, newMobile(), cookie)).status).toBe(403);
    // and ends after 30 days
    vi.setSystemTime(Date.now() + VERIFIED_MOBILE_DAYS * 24 * 3600_000);
    expect((await orderWith(p._id, mobile, cookie)).status).toBe(403);
    expect(received(mobile)).toHaveLength(1);
  });

  it('when a wrong code is tried three times, then the code is dead: the right one gets the same answer as a number that never had a code', async () => {
    const mobile = newMobile();
    expect((await sendCode(mobile)).status).toBe(200);
    const right = lastCode(mobile);
    const wrong = String((Number(right) + 1) % 10 ** 6).padStart(6, '0');
    const answers = [];
    for (let i = 0; i < MOBILE_CODE.tries; i++) answers.push(await check(mobile, wrong));
    const dead = await check(mobile, right);
    const never = await check(newMobile(), right);
    for (const res of [...answers, dead, never]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(never.body);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(never.body).toMatchObject({
      code: 'invalid_data',
      message: 'The code is wrong or has expired. Check the SMS or ask for a new code',
      messageCode: 'otp.wrongCode',
    });
  });

  it('when more wrong codes are tried at once than a code has tries, then at most three are compared and the code is dead', async () => {
    const mobile = newMobile();
    expect((await sendCode(mobile)).status).toBe(200);
    const right = lastCode(mobile);
    const wrongs = Array.from({ length: 6 }, (_, i) =>
      String((Number(right) + 1 + i) % 10 ** 6).padStart(6, '0'),
    );
    const answers = await Promise.all(wrongs.map((code) => check(mobile, code)));
    expect(answers.map((a) => a.status)).toEqual(wrongs.map(() => 400));
    expect((await check(mobile, right)).status).toBe(400);
  });

  it('when a code is checked after 5 minutes, then it has expired (same answer); a new code works', async () => {
    const mobile = newMobile();
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await sendCode(mobile)).status).toBe(200);
    const code = lastCode(mobile);
    vi.setSystemTime(Date.now() + MOBILE_CODE.validSeconds * 1000 + 1000);
    const expired = await check(mobile, code);
    expect(expired.status).toBe(400);
    expect(expired.body.messageCode).toBe('otp.wrongCode');
    expect((await sendCode(mobile)).status).toBe(200);
    expect((await check(mobile, lastCode(mobile))).status).toBe(200);
  });

  it('when one number asks for codes many times at once, then exactly one SMS goes out a minute and five an hour; the others get 429 with Retry-After before anything is sent', async () => {
    const mobile = newMobile();
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await Promise.all(Array.from({ length: 8 }, () => sendCode(mobile)));
    expect(first.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = first.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(MOBILE_CODE.resendSeconds);
      expect(r.body.messageCode).toBe('limit.codeWait');
    }
    expect(received(mobile)).toHaveLength(1);
    for (let minute = 1; minute < CODE_LIMITS.perMobileHour.limit; minute++) {
      vi.setSystemTime(Date.now() + 61_000);
      const round = await Promise.all(Array.from({ length: 4 }, () => sendCode(mobile)));
      expect(round.filter((r) => r.status === 200)).toHaveLength(1);
    }
    expect(received(mobile)).toHaveLength(CODE_LIMITS.perMobileHour.limit);
    vi.setSystemTime(Date.now() + 61_000);
    const sixth = await sendCode(mobile);
    expect(sixth.status).toBe(429);
    expect(sixth.body.messageCode).toBe('limit.codesForMobile');
    expect(received(mobile)).toHaveLength(CODE_LIMITS.perMobileHour.limit);
  });

  it('when one address asks for codes to many numbers at once, then its limit holds exactly', async () => {
    const from = newAddress();
    const extra = 5;
    const mobiles = Array.from({ length: CODE_LIMITS.perAddress.limit + extra }, () => newMobile());
    const answers = await Promise.all(mobiles.map((mobile) => sendCode(mobile, { from })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(CODE_LIMITS.perAddress.limit);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(extra);
    expect(refused[0]!.body.messageCode).toBe('limit.codesFromNetwork');
    expect(mobiles.filter((m) => received(m).length > 0)).toHaveLength(CODE_LIMITS.perAddress.limit);
  });

  it('when the gateway fails, then the answer is 503 and the customer may ask again at once', async () => {
    const mobile = newMobile();
    failing.add(smsTo(mobile));
    const failed = await sendCode(mobile);
    expect(failed.status).toBe(503);
    expect(failed.body.messageCode).toBe('otp.notSent');
    expect((await check(mobile, lastCode(mobile))).status).toBe(400);
    failing.delete(smsTo(mobile));
    expect((await sendCode(mobile)).status).toBe(200);
    expect((await check(mobile, lastCode(mobile))).status).toBe(200);
  });

  it('when orders name a number nobody confirmed, then they do not use up its per-mobile limit; confirmed orders count', async () => {
    const mobile = newMobile();
    const p = await product(shop, { stock: 20 });
    for (let i = 0; i < 4; i++) expect((await orderWith(p._id, mobile)).status).toBe(403);
    const cookie = await confirm(mobile);
    // ORDER_LIMIT_PER_MOBILE=2/3600, each from another address
    expect((await orderWith(p._id, mobile, cookie)).status).toBe(201);
    expect((await orderWith(p._id, mobile, cookie)).status).toBe(201);
    const third = await orderWith(p._id, mobile, cookie);
    expect(third.status).toBe(429);
    expect(third.body.messageCode).toBe('limit.ordersForMobile');
    expect(await stockOf(shop, p._id)).toBe(18);
  });

  it('when a code is stored, then the store holds neither the code nor the number in plain text', async () => {
    const mobile = newMobile();
    expect((await sendCode(mobile)).status).toBe(200);
    const code = lastCode(mobile);
    const docs = await shop.api.server.ctx.store.collection<{ _id: string }>('mobileCodes').find({});
    expect(docs.length).toBeGreaterThan(0);
    const stored = JSON.stringify(docs);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(mobile);
    // nor the files of the embedded store
    const dbDir = path.join(shop.api.dataDir, 'db');
    for (const file of fs.readdirSync(dbDir).filter((f) => /mobileCodes|confirmedMobiles/.test(f))) {
      const text = fs.readFileSync(path.join(dbDir, file), 'utf8');
      expect(text).not.toContain(`"${code}"`);
      expect(text).not.toContain(mobile);
    }
    const cookie = sentBack(cookieOf(await check(mobile, code)));
    expect(cookie).toMatch(/^tyre_mobile=[\w-]{43}$/);
    const confirmed = await shop.api.server.ctx.store
      .collection<{ _id: string }>('confirmedMobiles')
      .find({});
    expect(JSON.stringify(confirmed)).not.toContain(cookie.split('=')[1]);
  });
});

describe('ORDER_OTP=off (the default) and all', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway?.close());

  it('when it is off, then orders need no code, no code is sent and the checkout is told so', async () => {
    const shop = await openOtpShop({}, gateway);
    try {
      expect((await send(shop.api, 'GET', '/orders/verify-mobile')).body).toEqual({
        required: 'off',
        verifiedMobile: null,
      });
      const sent = await send(shop.api, 'POST', '/orders/verify-mobile/send', {
        body: { mobile: newMobile() },
      });
      expect(sent.status).toBe(409);
      expect(sent.body.messageCode).toBe('otp.off');
      const p = await product(shop, { stock: 5 });
      expect((await placeOrder(shop.api, codOrder([{ product: p._id, quantity: 1 }]))).status).toBe(201);
      expect(gateway.received).toHaveLength(0);
    } finally {
      await shop.stop();
    }
  });

  it('when it is all, then a bKash order needs a confirmed number too', async () => {
    const shop = await openOtpShop({ ORDER_OTP: 'all' }, gateway);
    try {
      const p = await product(shop, { stock: 5 });
      const refused = await placeOrder(shop.api, bkashOrder([{ product: p._id, quantity: 1 }]));
      expect(refused.status).toBe(403);
      expect(await stockOf(shop, p._id)).toBe(5);
    } finally {
      await shop.stop();
    }
  });
});
