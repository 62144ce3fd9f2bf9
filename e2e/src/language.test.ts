import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startSite, type Site } from './site';
import { login } from './pages';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await site?.stop();
});

async function newPage(options: { locale?: string } = {}): Promise<{ page: Page; fonts: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.woff2?(\?|$)/.test(request.url())) fonts.push(request.url());
  });
  return { page, fonts };
}

/** The spec's English labels (and the shell's, catalogue's and checkout's own interface strings). */
const englishLabels = [
  'Home',
  'About',
  'Products',
  'News',
  'Dealership',
  'Contact',
  'Login/Reg',
  'Cart',
  'Add to cart',
  'In stock',
  'Out of stock',
  'Browse products',
  'Tyre finder',
  'Find your tyre',
  'New arrivals',
  'All products',
  'Latest news',
  'All news',
  'Find tyres',
  'Category',
  'Search',
  'Sort',
  'Tyre range',
  'Specification',
  'Size',
  'Rim',
  'Your cart',
  'Subtotal',
  'Total',
  'Checkout',
  'Remove',
  'Links',
  'Offices',
  'Get in touch',
  'Career',
  'Gallery',
  'Menu',
];

/**
 * Every English label of the list that the page shows as a whole piece of text: a text node, an
 * accessible name (aria-label), a placeholder or a picture's alt text. Sentences of content data
 * (a news story that says "products") are not interface labels and do not count.
 */
async function englishShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.closest('script, style')) continue;
      found.push((node.textContent ?? '').trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value) found.push(value.trim());
      }
    }
    return found;
  });
  const shown = new Set(texts.map((text) => text.replace(/[:.]$/, '')));
  return englishLabels.filter((label) => shown.has(label));
}

async function settled(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('.kit-placeholder').length === 0);
}

describe('Bangla and English', () => {
  it('a visitor switches to Bangla: every page reads in Bangla with Bengali digits, the font arrives, a reload keeps it, and English comes back with the spec’s labels', async () => {
    const { page, fonts } = await newPage({ locale: 'en-US' });
    await page.goto(site.url);
    await settled(page, '[data-testid="product-card"]');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    // English: the spec's labels, and no Bengali font requested
    expect(await englishShown(page)).toEqual(
      expect.arrayContaining(['Home', 'Products', 'Dealership', 'Login/Reg', 'New arrivals']),
    );
    expect(fonts, 'no web font in English').toEqual([]);

    await page.getByRole('button', { name: 'বাংলা' }).click();
    await page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'পণ্যসমূহ' }).waitFor();
    await settled(page, '[data-testid="product-card"]');
    expect(await page.getAttribute('html', 'lang')).toBe('bn');
    expect(await englishShown(page), 'English interface strings on / in Bangla').toEqual([]);
    // the self-hosted Bengali font (subset woff2) is requested and used
    await page.waitForFunction(() => document.fonts.check('600 16px "Noto Sans Bengali"', 'বাংলা'));
    expect(fonts.some((url) => url.endsWith('.woff2'))).toBe(true);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Noto Sans Bengali') && f.status === 'loaded'),
      ),
    ).toBe(true);

    // /products: prices in Taka with Bengali digits
    await page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'পণ্যসমূহ' }).click();
    // the home page's cards leave as the list comes: wait for the list's own cards
    await page.waitForURL(/\/products$/);
    await settled(page, '[data-testid="product-card"] .kit-price');
    expect(await englishShown(page), 'English interface strings on /products').toEqual([]);
    const prices = await page.locator('[data-testid="product-card"] .kit-price').allInnerTexts();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^৳ [০-৯,]+(\s+৳ [০-৯,]+)?$/);

    // a product page; add it to the cart
    const card = page.locator('[data-testid="product-card"]').first();
    await card.locator('h3 a').click();
    await settled(page, 'h1');
    await page.getByRole('button', { name: 'কার্টে যোগ করুন' }).click();
    expect(await englishShown(page), 'English interface strings on a product page').toEqual([]);
    expect(await page.locator('.product-detail .kit-price').innerText()).not.toMatch(/BDT|[0-9]/);
    expect(await page.locator('[data-testid="cart-count"]').innerText()).toBe('১');

    // the cart
    await page.goto(`${site.url}/cart`);
    await settled(page, '[data-testid="cart-line"]');
    expect(await page.getAttribute('html', 'lang')).toBe('bn');
    await page.getByRole('heading', { name: 'আপনার কার্ট' }).waitFor();
    expect(await englishShown(page), 'English interface strings on /cart').toEqual([]);
    const subtotal = await page.locator('[data-testid="cart-subtotal"]').innerText();
    expect(subtotal).toMatch(/^৳ [০-৯,]+$/);

    // a reload keeps Bangla
    await page.reload();
    await settled(page, '[data-testid="cart-line"]');
    expect(await page.getAttribute('html', 'lang')).toBe('bn');
    await page.getByRole('heading', { name: 'আপনার কার্ট' }).waitFor();

    // back to English: the spec's labels and `BDT n/-`
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('[data-testid="cart-subtotal"]').innerText()).toMatch(/^BDT [0-9,]+\/-$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About', 'Products', 'News', 'Dealership', 'Contact', 'Login/Reg']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor({ state: 'attached' });
    }
    await page.goto(`${site.url}/products`);
    await settled(page, '[data-testid="product-card"]');
    expect(await page.locator('[data-testid="product-card"] button').first().innerText()).toMatch(
      /^(Add to cart|Out of stock)$/,
    );
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Products');
  });

  it('a first visit from a Bangla browser starts in Bangla; from an English one in English', async () => {
    const bangla = await newPage({ locale: 'bn-BD' });
    await bangla.page.goto(`${site.url}/products`);
    await settled(bangla.page, '[data-testid="product-card"]');
    expect(await bangla.page.getAttribute('html', 'lang')).toBe('bn');
    expect(await bangla.page.getByRole('heading', { level: 1 }).innerText()).toBe('পণ্যসমূহ');
    expect(await englishShown(bangla.page)).toEqual([]);

    const english = await newPage({ locale: 'en-GB' });
    await english.page.goto(`${site.url}/products`);
    await settled(english.page, '[data-testid="product-card"]');
    expect(await english.page.getAttribute('html', 'lang')).toBe('en');
    expect(await english.page.getByRole('heading', { level: 1 }).innerText()).toBe('Products');
    expect(english.fonts).toEqual([]);
  });

  it('an admin in Bangla: the dashboard’s headings and table heads are set in the Bengali face first', async () => {
    const { page } = await newPage({ locale: 'en-US' });
    await login(page, site.url, admin.email, admin.password);
    await page.evaluate(() => localStorage.setItem('language', 'bn'));
    await page.goto(`${site.url}/dashboard/categories`);
    await page.getByRole('heading', { level: 1, name: 'ক্যাটাগরি' }).waitFor();
    await page.locator('th').first().waitFor();
    // behind system-ui, Chromium drew antd's bold headings and table heads in fallback boxes
    const families = await page.evaluate(() =>
      ['h1', 'th', '.ant-btn'].map((selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).fontFamily : `no ${selector}`;
      }),
    );
    for (const family of families) expect(family).toMatch(/^"?Noto Sans Bengali"?,/);

    // a toast too (react-toastify's own sans-serif drew Bangla toasts in boxes): a failed promotion
    await page.goto(`${site.url}/dashboard/admin`);
    await page.locator('[data-boundary="dashboard"] form input[type="text"]').fill('01999999990');
    await page.locator('[data-boundary="dashboard"] form button[type="submit"]').click();
    const toast = page.locator('.Toastify__toast').first();
    await toast.waitFor();
    expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"?Noto Sans Bengali"?,/,
    );
  });
});
