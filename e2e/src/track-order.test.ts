// A guest orders, an admin ships the order with a courier and its number (through the API), and
// the guest tracks it on /track by reference and mobile number, in English and in Bangla, with no
// account: the success page and the footer lead there.
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

  it('an admin ships it with Pathao and a consignment number; the guest tracks it by keyboard and opens the invoice', async () => {
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
    await page.keyboard.press('Enter');

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

    await result.getByRole('link', { name: 'View invoice' }).click();
    await page.waitForURL(new RegExp(`/invoice/${key}$`));
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
    expect(await result.getByRole('link', { name: 'ইনভয়েস দেখুন' }).getAttribute('href')).toBe(
      `/invoice/${key}`,
    );
    // nothing wider than the phone
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
