import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const newPage = async () => (await site.browser.newContext()).newPage();

describe('a visitor', () => {
  it('sees the navigation, the home widgets and the footer with the contact details', async () => {
    const page = await newPage();
    await page.goto(site.url);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About', 'Products', 'News', 'Dealership', 'Contact', 'Login/Reg']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).count()).resolves.toBe(1);
    }
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    await page.locator('[data-boundary="catalog"] [data-testid="product-card"]').first().waitFor();
    await page.locator('[data-boundary="content"] [data-testid="news-card"]').first().waitFor();
    const footer = page.locator('footer.site-footer');
    await footer.getByText('Head office').waitFor();
    for (const href of ['/', '/products', '/career', '/news', '/gallery', '/contact']) {
      expect(await footer.locator(`a[href="${href}"]`).count()).toBe(1);
    }
    await page.context().close();
  });

  it('reaches each route through its owner remote, and anything else is not found', async () => {
    const page = await newPage();
    const owners: Array<[string, string, string]> = [
      ['/products', 'catalog', 'Products'],
      ['/news', 'content', 'News'],
      ['/about', 'content', 'About us'],
      ['/contact', 'content', 'Contact us'],
      ['/cart', 'checkout', 'Your cart'],
    ];
    for (const [path, owner, heading] of owners) {
      await page.goto(site.url + path);
      await page
        .locator(`[data-boundary="${owner}"]`)
        .getByRole('heading', { name: heading, level: 1 })
        .waitFor();
    }
    // a product card opens the product through the catalogue
    await page.goto(`${site.url}/products`);
    const card = page.locator('[data-testid="product-card"]').first();
    const title = (await card.locator('h3').innerText()).trim();
    await card.locator('h3 a').click();
    await page.locator('[data-boundary="catalog"]').getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/products\/[0-9a-f]{24}$/);

    for (const path of ['/no-such-page', '/products/x/y']) {
      await page.goto(site.url + path);
      await page.getByTestId('not-found').waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    }
    await page.context().close();
  });

  it('collapses the navigation behind a toggle below the large breakpoint', async () => {
    const context = await site.browser.newContext({ viewport: { width: 600, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.url);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.waitFor();
    expect(await page.getByRole('link', { name: 'About', exact: true }).isVisible()).toBe(false);
    await toggle.click();
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    await context.close();
  });

  it('transfers at most 170 KB of JavaScript for the home page (bytes on the wire, as served)', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Set<string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await page.goto(site.url, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="news-card"]').first().waitFor();
    await page.locator('[data-testid="product-card"]').first().waitFor();
    const transferred = [...scripts].map((id) => sizes.get(id) ?? 0);
    const total = transferred.reduce((sum, size) => sum + size, 0);
    console.log(
      `JavaScript transferred by /: ${(total / 1024).toFixed(1)} KB in ${transferred.length} files`,
    );
    expect(transferred.length).toBeGreaterThan(3);
    expect(transferred.every((size) => size > 0)).toBe(true);
    // Issue 13's target (its CI budget was 180 KB). Measured 211.3 KB with axios on the first load
    // and the data router; 179.8 KB with the fetch API client and the declarative router; 162.9 KB
    // since the remote entries use the shell's federation bundler runtime instead of carrying
    // their own (15 KB -> 6 KB each, two on this page; docs/build-notes.md, note 9).
    expect(total).toBeLessThanOrEqual(170 * 1024);
    await context.close();
  });
});
