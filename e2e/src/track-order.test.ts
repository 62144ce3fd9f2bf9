// A guest orders, an admin ships the order with a courier and its number (through the API), and
// the guest tracks it on /track by reference and mobile number, in English and in Bangla, with no
// account: the success page and the footer lead there. Tracking hands out nothing that opens the
// invoice (no key in the answer or the page); the invoice opens by the link the customer was sent.
import http from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeCashOrder } from './pages';
import { adminCall, startSite, type Site } from './site';

let site: Site;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await site?.stop();
});

async function newPage(options: { locale?: string; width?: number; height?: number } = {}): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
  });
  contexts.push(context);
  return context.newPage();
}

const mobile = `019${String(Date.now()).slice(-8)}`;
let reference = '';
let key = '';

describe('tracking an order without an account', () => {
  it('a guest orders; the success page links to /track with the reference', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/products`);
    const cards = page.locator('[data-boundary="catalog"] [data-testid="product-card"]');
    await cards.first().getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );
    ({ key, reference } = await placeCashOrder(page, site.url, {
      name: 'Salma Begum',
      mobile,
      address: 'House 3, Road 9',
      thana: 'Mirpur',
    }));
    const checkout = page.locator('[data-boundary="checkout"]');
    expect(reference).toMatch(/^TB-\d{6,}$/);
    const track = checkout.getByRole('link', { name: 'Track this order' });
    expect(await track.getAttribute('href')).toBe(`/track?ref=${reference}`);
    await page.context().close();
  });

  it('an admin ships it with Pathao and a consignment number; the guest tracks it by keyboard, sees no key, and opens the invoice by the link they were sent', async () => {
    const couriers = await adminCall<{ _id: string; name: string }[]>(site, 'GET', '/couriers');
    const pathao = couriers.find((c) => c.name === 'Pathao Courier')!;
    await adminCall(site, 'PUT', `/orders/${key}`, { status: 'processing' });
    await adminCall(site, 'PUT', `/orders/${key}`, {
      status: 'shipped',
      courier: pathao._id,
      trackingNumber: 'PA-E2E-7788',
    });

    const page = await newPage();
    // from the footer of any page
    await page.goto(`${site.url}/`);
    await page.locator('footer').getByRole('link', { name: 'Track your order' }).click();
    await page.waitForURL(/\/track$/);
    const checkout = page.locator('[data-boundary="checkout"]');
    await checkout.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor();
    // the app names the tab once it is in (the server's first paint carries the site's name)
    await expect.poll(() => page.title()).toMatch(/^Track your order · /);

    // a wrong number: the same answer as no order at all
    await checkout.getByLabel(/^Order reference/).fill(reference);
    await checkout.getByLabel(/^Mobile number/).fill('01700000009');
    await checkout.getByLabel(/^Mobile number/).press('Enter');
    await expect(checkout.getByRole('alert').innerText()).resolves.toBe(
      'We found no order with this reference and mobile number. Please check both and try again.',
    );

    // the SMS link: the reference filled in; the number typed, keyboard only
    await page.goto(`${site.url}/track?ref=${reference}`);
    const referenceField = checkout.getByLabel(/^Order reference/);
    await referenceField.waitFor();
    expect(await referenceField.inputValue()).toBe(reference);
    await referenceField.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type(mobile);
    const answered = page.waitForResponse(
      (res) => res.url().endsWith('/orders/track') && res.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const answer = await answered;
    expect(answer.status()).toBe(200);
    const tracked = (await answer.json()) as Record<string, unknown>;
    expect(tracked.reference).toBe(reference);
    expect(JSON.stringify(tracked)).not.toContain(key);
    expect(JSON.stringify(tracked)).not.toContain('Salma Begum');

    const result = checkout.getByTestId('tracked-order');
    await result.waitFor();
    expect(await checkout.getByRole('heading', { level: 2 }).innerText()).toBe(`Order ${reference}`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('track-result-title');
    expect(await result.getByTestId('status-badge').innerText()).toBe('Shipped');
    const steps = result.locator('[data-testid="track-steps"] > li');
    expect(await steps.locator('.track-step__label').allInnerTexts()).toEqual([
      'Order placed',
      'Being prepared',
      'Handed to the courier',
      'Delivered',
    ]);
    expect(await steps.evaluateAll((items) => items.map((li) => li.getAttribute('data-done')))).toEqual([
      'true',
      'true',
      'true',
      'false',
    ]);
    expect(await result.getByTestId('track-courier').innerText()).toBe('Pathao Courier');
    expect(await result.getByTestId('track-number').innerText()).toBe('PA-E2E-7788');

    // no way from here to the invoice: the page says where the customer's own link is
    await expect(result.getByTestId('track-invoice-note').innerText()).resolves.toBe(
      'To see the invoice, open the link in the e-mail we sent you about this order, or My orders if you ordered while logged in.',
    );
    expect(await result.locator('a[href*="/invoice/"]').count()).toBe(0);
    expect(await page.content()).not.toContain(key);

    // the link of the order's e-mail (${PUBLIC_ORIGIN}/invoice/<key>) still opens it, no account
    await page.goto(`${site.url}/invoice/${key}`);
    await expect(checkout.getByTestId('invoice-reference').innerText()).resolves.toBe(reference);
  });

  it('in Bangla (a Bangla browser, on a 320 px phone): the form, the steps, dates and the courier’s name are in Bangla', async () => {
    const page = await newPage({ locale: 'bn-BD', width: 320, height: 640 });
    await page.goto(`${site.url}/track?ref=${reference}`);
    const checkout = page.locator('[data-boundary="checkout"]');
    await checkout.getByRole('heading', { level: 1, name: 'অর্ডার ট্র্যাক করুন' }).waitFor();
    await checkout.getByLabel(/^মোবাইল নম্বর/).fill(mobile);
    await checkout.getByRole('button', { name: 'অর্ডার ট্র্যাক করুন' }).click();
    const result = checkout.getByTestId('tracked-order');
    await result.waitFor();
    expect(await result.locator('.track-step__label').allInnerTexts()).toEqual([
      'অর্ডার দেওয়া হয়েছে',
      'প্রস্তুত হচ্ছে',
      'কুরিয়ারে দেওয়া হয়েছে',
      'ডেলিভারি হয়েছে',
    ]);
    const dates = await result.locator('.track-step__at').allInnerTexts();
    expect(dates).toHaveLength(3);
    for (const date of dates) expect(date).toMatch(/^[০-৯]/);
    expect(await result.getByTestId('track-courier').innerText()).toBe('পাঠাও কুরিয়ার');
    expect(await result.getByTestId('status-badge').innerText()).toBe('পাঠানো হয়েছে');
    await expect(result.getByTestId('track-invoice-note').innerText()).resolves.toBe(
      'ইনভয়েস দেখতে এই অর্ডার নিয়ে আমাদের পাঠানো ই-মেইলের লিংকটি খুলুন, অথবা লগইন করে অর্ডার করে থাকলে আমার অর্ডার দেখুন।',
    );
    expect(await result.locator('a[href*="/invoice/"]').count()).toBe(0);
    // nothing wider than the phone
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  it('when a reference was tried with wrong numbers from many addresses, then the page says it is refused for now, in Bangla and in English', async () => {
    // wrong asks for one reference, each from its own loopback address (the API counts them per
    // reference, whatever address they come from), straight to the API
    const api = new URL(site.apiUrl);
    const guessed = 'TB-990001';
    const ask = (from: string, mobileNumber: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ reference: guessed, mobileNumber });
        const req = http.request(
          {
            host: api.hostname,
            port: api.port,
            path: `${api.pathname}/orders/track`,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            localAddress: from,
            agent: false,
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const answers: number[] = [];
    for (let i = 0; i < 12; i++)
      answers.push(await ask(`127.0.9.${i + 1}`, `0171000${String(i).padStart(4, '0')}`));
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);

    const page = await newPage({ locale: 'bn-BD', width: 390, height: 844 });
    await page.goto(`${site.url}/track?ref=${guessed}`);
    const checkout = page.locator('[data-boundary="checkout"]');
    await checkout.getByRole('heading', { level: 1, name: 'অর্ডার ট্র্যাক করুন' }).waitFor();
    await checkout.getByLabel(/^মোবাইল নম্বর/).fill(mobile);
    await checkout.getByRole('button', { name: 'অর্ডার ট্র্যাক করুন' }).click();
    await expect(checkout.getByRole('alert').innerText()).resolves.toMatch(
      /^এই অর্ডার রেফারেন্সে অনেকবার চেষ্টা করা হয়েছে। [০-৯]+ মিনিট পরে আবার চেষ্টা করুন$/,
    );

    const english = await newPage();
    await english.goto(`${site.url}/track?ref=${guessed}`);
    const form = english.locator('[data-boundary="checkout"]');
    await form.getByLabel(/^Mobile number/).fill(mobile);
    await form.getByRole('button', { name: 'Track order' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toMatch(
      /^Too many tries for this order reference\. Please try again in \d+ minutes$/,
    );
  });
});
