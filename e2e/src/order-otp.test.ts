// ORDER_OTP=cod in a real browser: a Cash on Delivery order waits for the 6-digit code the API
// sends by SMS. The SMS gateway is an HTTP server on loopback; the test reads each code from what
// it received and types it in, in English (keyboard only) and in Bangla (a 320 px phone).
// SHOTS_DIR=<dir> also writes screenshots of the code step at 390 x 844 and 1366 x 800.
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

/** What the gateway received: the fields of each SMS (`number` as 880…, `message`). */
const received: Record<string, string>[] = [];
let gateway: Server;
let site: Site;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push(Object.fromEntries(new URLSearchParams(body)));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"response_code":202}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  site = await startSite({
    apiEnv: {
      ORDER_OTP: 'cod',
      MESSAGE_TRANSPORT: 'live',
      SMS_GATEWAY_URL: `http://127.0.0.1:${port}/api/smsapi`,
      SMS_API_KEY: 'e2e-key',
    },
  });
});
afterAll(async () => {
  await site?.stop();
  gateway?.closeAllConnections();
  await new Promise((resolve) => gateway?.close(resolve));
});

/** The code of the latest SMS to `mobile` that carries one (waits for it). */
async function codeSentTo(mobile: string): Promise<{ code: string; text: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const sms = received.filter((r) => r.number === `88${mobile}` && /^\d{6} /.test(r.message ?? '')).at(-1);
    if (sms) return { code: sms.message!.slice(0, 6), text: sms.message! };
    if (Date.now() > deadline) throw new Error(`no code reached the gateway for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const words = {
  en: {
    add: 'Add to cart',
    name: /^Full name/,
    mobile: /^Mobile number/,
    address: /^Address/,
    thana: /^Thana/,
    send: 'Send code',
    code: 'Code from the SMS',
    confirmed: 'is confirmed on this browser.',
    place: 'Place order',
  },
  bn: {
    add: 'কার্টে যোগ করুন',
    name: /^পুরো নাম/,
    mobile: /^মোবাইল নম্বর/,
    address: /^ঠিকানা/,
    thana: /^থানা/,
    send: 'কোড পাঠান',
    code: 'এসএমএসে পাওয়া কোড',
    confirmed: 'নম্বরটি এই ব্রাউজারে নিশ্চিত করা আছে।',
    place: 'অর্ডার করুন',
  },
} as const;

/** Screenshots of the code step at 390 x 844 and 1366 x 800 (and 320 x 640 when asked), when SHOTS_DIR is set. */
async function shoot(page: Page, name: string, narrow = false): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const step = page.getByTestId('mobile-code');
  const before = page.viewportSize();
  const sizes: [string, number, number][] = [
    ['phone', 390, 844],
    ['laptop', 1366, 800],
  ];
  if (narrow) sizes.push(['narrow', 320, 640]);
  for (const [size, width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await step.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(dir, `${name}-${size}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

/** A tyre in the cart, then /order with the delivery details filled in. */
async function orderScreen(page: Page, lang: 'en' | 'bn', mobile: string) {
  const w = words[lang];
  await page.goto(`${site.url}/products`);
  const card = page.locator('[data-boundary="catalog"] [data-testid="product-card"]').first();
  await card.getByRole('button', { name: w.add }).click();
  // one tyre: 1, or ১ in Bangla
  await page.waitForFunction(() =>
    /^[1১]$/.test(document.querySelector('[data-testid="cart-count"]')?.textContent ?? ''),
  );
  await page.goto(`${site.url}/order`);
  const checkout = page.locator('[data-boundary="checkout"]');
  await checkout.getByTestId('summary-total').waitFor();
  await checkout.getByLabel(w.name).fill(lang === 'bn' ? 'রহিম উদ্দিন' : 'Rahim Uddin');
  await checkout.getByLabel(w.mobile).fill(mobile);
  await checkout.getByLabel(w.address).fill(lang === 'bn' ? 'বাড়ি ১২, রোড ৫' : 'House 12, Road 5');
  await checkout.getByLabel(w.thana).fill(lang === 'bn' ? 'ধানমন্ডি' : 'Dhanmondi');
  return checkout;
}

describe('a Cash on Delivery order with an SMS code', () => {
  it('in English, with the keyboard only: the code step follows the number, the code arrives by SMS, and the order is placed', async () => {
    const context = await site.browser.newContext({
      locale: 'en-US',
      viewport: { width: 1366, height: 800 },
    });
    const page = await context.newPage();
    const mobile = '01712345601';
    const checkout = await orderScreen(page, 'en', mobile);
    const w = words.en;

    // from the e-mail field, Tab reaches Send code; Enter sends it
    await checkout.getByLabel(/^E-mail/).focus();
    await page.keyboard.press('Tab');
    await shoot(page, 'order-code-en-start');
    await expect(
      checkout.getByRole('button', { name: w.send }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Enter');
    const code = checkout.getByLabel(w.code);
    await code.waitFor();
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await expect(code.getAttribute('inputmode')).resolves.toBe('numeric');
    await page.waitForFunction(() => document.activeElement?.id === 'order-mobile-code');
    const sms = await codeSentTo(mobile);
    expect(sms.text).toContain('is your');
    await checkout.getByTestId('resend-countdown').waitFor();
    await shoot(page, 'order-code-en');

    await page.keyboard.type(sms.code);
    await page.keyboard.press('Enter');
    await checkout.getByText(`${mobile} ${w.confirmed}`).waitFor();
    await shoot(page, 'order-code-en-done');
    await checkout.getByRole('button', { name: w.place }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/success\?order=/);
    await expect(checkout.getByTestId('order-reference').innerText()).resolves.toMatch(/^TB-\d+$/);

    // the next order from this browser: the number is confirmed, no code
    const before = received.length;
    const again = await orderScreen(page, 'en', mobile);
    await again.getByText(`${mobile} ${w.confirmed}`).waitFor();
    await again.getByRole('button', { name: w.place }).click();
    await page.waitForURL(/\/success\?order=/);
    expect(received.slice(before).filter((r) => /^\d{6} /.test(r.message ?? ''))).toHaveLength(0);
    await context.close();
  });

  it('in Bangla on a 320 px phone: the step, the SMS and the order are in Bangla, and nothing is wider than the screen', async () => {
    const context = await site.browser.newContext({ locale: 'bn-BD', viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const mobile = '01812345602';
    const checkout = await orderScreen(page, 'bn', mobile);
    const w = words.bn;

    await checkout.getByRole('button', { name: w.send }).waitFor();
    await shoot(page, 'order-code-bn-start', true);
    await checkout.getByRole('button', { name: w.send }).click();
    const sms = await codeSentTo(mobile);
    expect(sms.text).toMatch(/^\d{6} আপনার মোবাইল নম্বর নিশ্চিত করার .* কোড।/);
    await checkout.getByTestId('resend-countdown').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await checkout.getByTestId('mobile-code').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await shoot(page, 'order-code-bn', true);

    await checkout.getByLabel(w.code).fill(sms.code);
    await checkout.getByRole('button', { name: w.place }).click();
    await page.waitForURL(/\/success\?order=/);
    await expect(checkout.getByTestId('order-reference').innerText()).resolves.toMatch(/^TB-\d+$/);
    await context.close();
  });
});
