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

  /** Loads `path` in a fresh context with the browser's language `locale`: the bytes each script and font took on the wire. */
  async function transferred(path: string, locale: string, ready: string) {
    const context = await site.browser.newContext({ locale });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await page.goto(site.url + path, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const language = await page.evaluate(() => document.documentElement.lang);
    await context.close();
    const of = (type: string) => [...types].filter(([, t]) => t === type).map(([id]) => sizes.get(id) ?? 0);
    const total = (list: number[]) => list.reduce((sum, size) => sum + size, 0);
    return { language, scripts: of('Script'), fonts: of('Font'), documents: of('Document'), total };
  }

  for (const [language, locale] of [
    ['en', 'en-US'],
    ['bn', 'bn-BD'],
  ] as const) {
    it(`transfers at most 172 KB of JavaScript for the home page in ${language} (bytes on the wire, as served)`, async () => {
      const {
        language: shown,
        scripts,
        fonts,
        documents,
        total,
      } = await transferred('/', locale, '[data-testid="news-card"]');
      expect(shown).toBe(language);
      const js = total(scripts);
      console.log(
        `JavaScript transferred by / in ${language}: ${(js / 1024).toFixed(1)} KB in ${scripts.length} files; fonts ${(total(fonts) / 1024).toFixed(1)} KB`,
      );
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.every((size) => size > 0)).toBe(true);
      // Issue 13's target (its CI budget was 180 KB). Measured 211.3 KB with axios on the first load
      // and the data router; 179.8 KB with the fetch API client and the declarative router; 162.9 KB
      // since the remote entries use the shell's federation bundler runtime instead of carrying
      // their own (15 KB -> 6 KB each, two on this page; docs/build-notes.md, note 9). Issue 26:
      // the same budget in Bangla (177.3 KB before web-kit's error texts were loaded on demand).
      // 2026-11-28: 170.1 KB in Bangla once payments, couriers and dealers landed (their chunk
      // maps in the remote entries, web-kit's route-key client): 171 KB until that is won back.
      // Hydrating the first paint (issue 39): 171.1 KB in Bangla, the typed text told to the app as
      // each area hydrates and the areas' signals now in the first load: 172 KB.
      expect(js).toBeLessThanOrEqual(172 * 1024);
      // English never fetches the Bengali font (its Bengali text, the switch's label, is drawn)
      if (language === 'en') expect(fonts).toEqual([]);
      // the page itself carries its first screen (the first paint, its styles and its data):
      // measured 10.9 KB in English before web-kit's styles were left out of the remotes' part
      console.log(`The page of / in ${language}: ${(total(documents) / 1024).toFixed(1)} KB`);
      expect(documents).toHaveLength(1);
      expect(total(documents)).toBeLessThanOrEqual(16 * 1024);
    });
  }

  it('fetches at most 60 KB of Bengali font for a Bangla page, one file for every weight', async () => {
    const product = (await (await fetch(`${site.apiUrl}/products?size=1`)).json()) as Array<{ _id: string }>;
    for (const [path, ready] of [
      ['/', '[data-testid="news-card"]'],
      [`/products/${product[0]!._id}`, '[data-boundary="catalog"] h1'],
    ] as const) {
      const { language, fonts, total } = await transferred(path, 'bn-BD', ready);
      expect(language, path).toBe('bn');
      console.log(`Bengali font transferred by ${path} in bn: ${(total(fonts) / 1024).toFixed(1)} KB`);
      // issue 26: 137 KB before (three static weights of the whole Bengali block)
      expect(fonts, path).toHaveLength(1);
      expect(total(fonts), path).toBeLessThanOrEqual(60 * 1024);
    }
  });
});
