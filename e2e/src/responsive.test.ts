import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startSite, type Site } from './site';
import { appTookOver } from './pages';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const phone = { width: 390, height: 844 };
const contexts: BrowserContext[] = [];
async function newPage(viewport: { width: number; height: number }, touch = false): Promise<Page> {
  const context = await site.browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  contexts.push(context);
  return context.newPage();
}
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
});

async function addTwoProducts(page: Page) {
  await page.goto(`${site.url}/products`);
  const cards = page.locator('[data-boundary="catalog"] [data-testid="product-card"]');
  await cards.first().waitFor();
  await cards.first().getByRole('button', { name: 'Add to cart' }).click();
  await cards.nth(1).getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '2');
}

/** The element at the centre of the locator's box is the locator's element (nothing lies over it). */
async function onTop(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (hit === element || element.contains(hit));
    });
}

describe('the public pages on a phone', () => {
  it("the cart's + button takes a tap at 390 px and changes the quantity; every tap target is 44 px or more", async () => {
    const page = await newPage(phone, true);
    await addTwoProducts(page);
    await page.goto(`${site.url}/cart`);
    const line = page.locator('[data-boundary="checkout"] [data-testid="cart-line"]').first();
    await line.waitFor();
    const quantity = line.getByTestId('cart-quantity');
    await expect(quantity.innerText()).resolves.toBe('1');
    expect(await onTop(page, '[data-testid="cart-line"] [aria-label="Increase quantity"]')).toBe(true);
    await line.getByRole('button', { name: 'Increase quantity' }).tap({ timeout: 5_000 });
    await expect(quantity.innerText()).resolves.toBe('2');
    await line.getByRole('button', { name: 'Decrease quantity' }).tap({ timeout: 5_000 });
    await expect(quantity.innerText()).resolves.toBe('1');

    for (const path of ['/', '/cart']) {
      await page.goto(site.url + path);
      await page.waitForLoadState('networkidle');
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('main button, main .kit-button, header a, header button')]
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => ({
            text: (element.textContent ?? '').trim(),
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
      );
      expect(small, path).toEqual([]);
    }
  });

  it('the home banner’s controls sit in a strip below its picture at 390 px (over it on a laptop), in the box the shell reserved', async () => {
    for (const [viewport, below] of [
      [phone, true],
      [{ width: 1366, height: 800 }, false],
    ] as const) {
      const page = await newPage(viewport);
      await page.goto(site.url);
      await appTookOver(page);
      const controls = page.locator('.banner-carousel__controls');
      await controls.waitFor();
      const picture = await page.locator('.banner-carousel__track').boundingBox();
      const strip = await controls.boundingBox();
      const box = await page.getByTestId('home-banners').boundingBox();
      const carousel = await page.locator('.banner-carousel').boundingBox();
      if (!picture || !strip || !box || !carousel) throw new Error('the banner is not laid out');
      if (below) expect(strip.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
      else expect(strip.y + strip.height).toBeLessThanOrEqual(picture.y + picture.height);
      // the picture keeps its ratio, and the shell's box is exactly the carousel's
      expect(picture.width / picture.height).toBeCloseTo(1920 / 786, 1);
      expect(Math.abs(box.height - carousel.height)).toBeLessThanOrEqual(1);
      for (const button of await controls.getByRole('button').all()) {
        const size = await button.boundingBox();
        expect(size?.height).toBeGreaterThanOrEqual(44);
        expect(size?.width).toBeGreaterThanOrEqual(44);
      }
    }
  });

  it('no page scrolls sideways at 320 px', async () => {
    const page = await newPage({ width: 320, height: 640 });
    await addTwoProducts(page);
    const product = await page.locator('[data-testid="product-card"] h3 a').first().getAttribute('href');
    expect(product).toMatch(/^\/products\//);
    const paths = [
      '/',
      '/products',
      product ?? '',
      '/finder',
      '/news',
      '/about',
      '/contact',
      '/cart',
      '/login',
    ];
    for (const path of paths) {
      await page.goto(site.url + path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });

  it('the shell serves its icons and manifest: no failed request on the home page', async () => {
    const page = await newPage(phone);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(site.url);
    await page.locator('[data-boundary="content"] [data-testid="news-card"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const icon = await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'));
    expect(icon).toBe('/favicon.svg');
    const [favicon, manifest] = await Promise.all([
      fetch(`${site.url}/favicon.svg`),
      fetch(`${site.url}/manifest.json`),
    ]);
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
    const app = (await manifest.json()) as { name: string; icons: Array<{ src: string }> };
    expect(app.name).toBe('Tyre Bangladesh');
    for (const { src } of app.icons) expect((await fetch(site.url + src)).status, src).toBe(200);
    expect(failed).toEqual([]);
  });
});

async function loginAsAdmin(page: Page) {
  await page.goto(`${site.url}/login`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Account/, includeHidden: true })
    .waitFor({ state: 'attached' });
}

describe('the dashboard', () => {
  it('on a phone: no public header, the sidebar is a drawer behind a menu button, tables scroll with their first column held', async () => {
    const page = await newPage(phone, true);
    await loginAsAdmin(page);
    await page.goto(`${site.url}/dashboard/products`);
    const table = page.locator('[data-boundary="dashboard"] .ant-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await page.locator('header.site-header').count()).toBe(0);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
    await page.getByText('Copyright © 2022').waitFor();

    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open the dashboard menu' }).tap();
    await sidebar.waitFor();
    await sidebar.getByRole('menuitem', { name: 'Users' }).tap();
    await page.waitForURL(/\/dashboard\/customers$/);
    await sidebar.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();

    // the products table: the page never scrolls sideways, the table does, its title column stays
    await page.goto(`${site.url}/dashboard/products`);
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const row = table.locator('tbody tr.ant-table-row').first();
    const first = row.locator('td').first();
    const later = row.locator('td').nth(2);
    const before = [(await first.boundingBox())?.x, (await later.boundingBox())?.x];
    const scrolled = await table.evaluate((element) => {
      const scroller = [element, ...element.querySelectorAll('*')].find(
        (candidate) =>
          candidate.scrollWidth > candidate.clientWidth + 20 &&
          getComputedStyle(candidate).overflowX !== 'visible',
      );
      if (!scroller) return false;
      scroller.scrollLeft = 200;
      return true;
    });
    expect(scrolled, 'the table scrolls sideways').toBe(true);
    await page.waitForTimeout(100);
    const after = [(await first.boundingBox())?.x, (await later.boundingBox())?.x];
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBeLessThan((before[1] ?? 0) - 100);
  });

  it('on a laptop: the sidebar takes 2 of 12 columns beside the content, with no public header', async () => {
    const page = await newPage({ width: 1366, height: 800 });
    await loginAsAdmin(page);
    await page.goto(`${site.url}/dashboard/categories`);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.waitFor();
    expect(await page.locator('header.site-header').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open the dashboard menu' }).count()).toBe(0);
    const aside = await page.locator('.ant-layout-sider').boundingBox();
    expect(Math.round(aside?.width ?? 0)).toBe(Math.round(1366 / 6));
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
  });
});
