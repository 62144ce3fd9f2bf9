// The first paint from the server (docs/architecture.md, "First paint from the server"): the
// shell's page arrives with its first screen as HTML, in the visitor's language, made by the apps'
// own components (packages/site-server/src/first-paint.ts); the app then takes its place without a
// move (web-kit first-paint/client.tsx), keeping what the visitor typed and pressed meanwhile
// (carry-over.ts). A visitor whose screens differ (a cart, another language) never sees it.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { BrowserContext, BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from './files';
import { adminToken, startSite, type Site } from './site';

type Lang = 'en' | 'bn';
const locales: Record<Lang, string> = { en: 'en-US', bn: 'bn-BD' };
const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 800 };
/** Where the JavaScript-off screenshots go when asked for (`FIRST_PAINT_SHOTS=/tmp/shots`). */
const shotsDir = process.env.FIRST_PAINT_SHOTS;

const repo = new URL('../../', import.meta.url);
/** An app's interface text in a language, from its own dictionary. */
const text = (app: string, lang: Lang, key: string): string => {
  const messages = JSON.parse(
    readFileSync(new URL(`${app}/src/messages/${lang}.json`, repo), 'utf8'),
  ) as Record<string, string>;
  const value = messages[key];
  if (!value) throw new Error(`${app} has no ${lang} text for ${key}`);
  return value;
};

interface Product {
  _id: string;
  slug: string;
  title: string;
  titleBn?: string;
  regularPrice: number;
  stock: number;
}

/** A public screen the server paints: its address, its h1, its largest element and its first API request. */
interface Screen {
  name: string;
  path: string;
  h1: (lang: Lang) => string;
  /** the screen's largest element (its LCP) */
  lcp: (page: Page, lang: Lang) => Locator;
  /** the API path of the screen's first data, which comes with the page */
  api?: string;
}

let site: Site;
let product: Product;
let screens: Record<'home' | 'products' | 'product' | 'finder' | 'news' | 'order', Screen>;
/** The first visitor of /products?page=1 (see the last test): when, and whether its page had cards. */
let firstVisitor: { at: number; cards: number };
const contexts: BrowserContext[] = [];

/** The shell's page as the server sends it (no cookie, no language asked: English). */
const pageHtml = async (path: string) => (await fetch(site.url + path)).text();
const cardsIn = (html: string) => html.match(/data-testid="product-card"/g)?.length ?? 0;

beforeAll(async () => {
  site = await startSite();
  // the first visitor whose page has the cards (the catalogue's renderer loads as the site starts:
  // a page asked before it is in keeps the area's loading state)
  for (const until = Date.now() + 20_000; ;) {
    firstVisitor = { at: Date.now(), cards: cardsIn(await pageHtml('/products?page=1')) };
    if (firstVisitor.cards > 0 || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const cards = (await (await fetch(`${site.apiUrl}/products`)).json()) as Product[];
  product = cards.find((card) => card.stock > 0)!;
  const firstImage = (selector: string) => (page: Page) => page.locator(`${selector} img`).first();
  screens = {
    home: {
      name: 'home',
      path: '/',
      h1: (lang) => text('shell', lang, 'brand.tagline'),
      lcp: firstImage('[data-testid="banner-slide"]'),
      api: '/banners',
    },
    products: {
      name: 'products',
      path: '/products',
      h1: (lang) => text('mf-catalog', lang, 'list.title'),
      lcp: firstImage('[data-testid="product-card"]'),
      api: '/products',
    },
    product: {
      name: 'product',
      path: `/products/${product.slug}`,
      h1: (lang) => (lang === 'bn' && product.titleBn ? product.titleBn : product.title),
      lcp: firstImage('.product-gallery'),
      api: `/products/${product.slug}`,
    },
    finder: {
      name: 'finder',
      // the demo data has motorcycle tyres on 17-inch rims
      path: '/finder?category=motorcycle&rim=17',
      h1: (lang) => text('mf-catalog', lang, 'finder.title'),
      lcp: firstImage('[data-testid="product-card"]'),
    },
    news: {
      name: 'news',
      path: '/news',
      h1: (lang) => text('mf-content', lang, 'news.title'),
      lcp: firstImage('[data-testid="news-card"]'),
      api: '/news',
    },
    order: {
      name: 'order',
      path: '/order',
      h1: (lang) => text('mf-checkout', lang, 'order.title'),
      lcp: (page, lang) => page.getByText(text('mf-checkout', lang, 'order.emptyTitle'), { exact: true }),
    },
  };
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await site?.stop();
});

async function newContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await site.browser.newContext(options);
  contexts.push(context);
  return context;
}

/** The painted h1, in `lang`. */
const heading = (page: Page, screen: Screen, lang: Lang) =>
  page.locator('h1').filter({ hasText: screen.h1(lang) });

/** A locator's box, failing when it is not shown or has no size. */
async function shownBox(locator: Locator, what: string) {
  expect(await locator.isVisible(), `${what} is visible`).toBe(true);
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.width, `${what} has a width`).toBeGreaterThan(0);
  expect(box!.height, `${what} has a height`).toBeGreaterThan(0);
  return box!;
}

/** A picture loaded (not broken); other elements pass. */
const loaded = (locator: Locator) =>
  locator.evaluate(
    (element) => !(element instanceof HTMLImageElement) || (element.complete && element.naturalWidth > 0),
  );

/**
 * A page whose shell script (`main.<hash>.js`) is held back until `release()`: until then the page
 * shows only the server's first paint, which a test can read and use before the app takes over
 * (the script is deferred, so DOMContentLoaded waits for it as well).
 */
async function heldPage(
  path: string,
  options: BrowserContextOptions & {
    init?: () => void;
    /** what the browser keeps (`localStorage`) before the page loads */
    storage?: Record<string, string>;
    cpu?: number;
  } = {},
): Promise<{ page: Page; requests: Request[]; release: () => void }> {
  const { init, storage, cpu, ...contextOptions } = options;
  const context = await newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    ...contextOptions,
  });
  if (storage)
    await context.addInitScript((kept: Record<string, string>) => {
      for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
    }, storage);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  if (cpu) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site.url + path, { waitUntil: 'commit' });
  return { page, requests, release };
}

/** The kind of file (`image`, `pdf`) of the dealer request the API has from `company`, as an admin reads it. */
async function dealerRequestFile(company: string): Promise<string | undefined> {
  const response = await fetch(`${site.apiUrl}/dealer`, {
    headers: { Authorization: `Bearer ${await adminToken(site)}` },
  });
  const requests = (await response.json()) as { companyName: string; fileKind: string }[];
  return requests.find((r) => r.companyName === company)?.fileKind;
}

/** The page is parsed: its first paint is all in (the held script keeps DOMContentLoaded back, not this). */
const parsed = (page: Page) => page.waitForFunction(() => document.readyState !== 'loading');

/** /products held on its first paint, with `typed` typed into the painted search box (6x CPU). */
async function typedOnFirstPaint(typed: string) {
  const search = text('mf-catalog', 'en', 'filters.search');
  const held = await heldPage('/products', { cpu: 6 });
  await parsed(held.page);
  const painted = held.page.locator('[data-first-paint]').getByRole('searchbox', { name: search });
  await painted.click();
  await painted.pressSequentially(typed);
  return { ...held, painted, search };
}

/** The app has taken the first paint's place: the painted element is gone, the app's areas are in. */
const takenOver = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('[data-first-paint]') && document.querySelector('#root [data-boundary]'),
    null,
    { timeout: 30_000 },
  );

/** The requests to the API for `path` (any query), as first-load.test.ts counts them. */
const apiRequests = (requests: Request[], path: string) =>
  requests.filter((request) => {
    const url = new URL(request.url());
    return `${url.origin}${url.pathname}` === `${site.apiUrl}${path}`;
  });

/** The page's layout shift total (every shift without recent input), from navigation on. */
function observeLayoutShift() {
  const w = window as unknown as { __shift: number };
  w.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) w.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

describe('the first paint from the server', () => {
  it('with JavaScript off, each public screen shows its navigation, its h1 and its largest element in the visitor’s language, on a phone and a laptop', async () => {
    if (shotsDir) await mkdir(shotsDir, { recursive: true });
    for (const lang of ['en', 'bn'] as const)
      for (const viewport of [phone, laptop]) {
        const context = await newContext({ javaScriptEnabled: false, locale: locales[lang], viewport });
        const page = await context.newPage();
        for (const screen of Object.values(screens)) {
          const where = `${screen.path} in ${lang} at ${viewport.width}`;
          await page.goto(site.url + screen.path);
          expect(await page.getAttribute('html', 'lang'), where).toBe(lang);
          expect(
            await page.locator('#root > [data-first-paint]').getAttribute('data-first-paint'),
            where,
          ).toBe(lang);
          const nav = page.getByRole('navigation', { name: text('shell', lang, 'nav.label') });
          await shownBox(nav, `the navigation of ${where}`);
          // the links on a laptop; on a phone they are behind the menu's toggle
          await shownBox(
            viewport === phone
              ? nav.getByRole('button', { name: text('shell', lang, 'nav.menu') })
              : nav.getByRole('link', { name: text('shell', lang, 'nav.products') }),
            `the navigation's first control on ${where}`,
          );
          await shownBox(heading(page, screen, lang), `the h1 "${screen.h1(lang)}" of ${where}`);
          const lcp = screen.lcp(page, lang);
          const box = await shownBox(lcp, `the largest element of ${where}`);
          expect(box.y, `the largest element of ${where} starts on the first screen`).toBeLessThan(
            viewport.height,
          );
          expect(await loaded(lcp), `the largest element of ${where} is loaded`).toBe(true);
          if (shotsDir)
            await page.screenshot({ path: `${shotsDir}/fp-${screen.name}-${lang}-${viewport.width}.png` });
        }
        await context.close();
      }
  });

  it.each(['home', 'products', 'product', 'news'] as const)(
    'with JavaScript on, %s: the app takes the first paint’s place without a move (the h1 and the largest element keep their boxes; / and /products shift at most 0.02) and the first screen’s data comes with the page',
    async (name) => {
      const screen = screens[name];
      const { page, requests, release } = await heldPage(screen.path, { init: observeLayoutShift });
      const h1 = heading(page, screen, 'en');
      const lcp = screen.lcp(page, 'en');
      await parsed(page);
      expect(await lcp.count(), `${screen.path}: the first paint has its largest element`).toBeGreaterThan(0);
      await expect.poll(() => loaded(lcp), { timeout: 20_000 }).toBe(true);
      expect(await page.locator('[data-first-paint]').count(), `${screen.path}: still the first paint`).toBe(
        1,
      );
      const before = [
        await shownBox(h1, `${screen.path}: the painted h1`),
        await shownBox(lcp, `${screen.path}: the painted largest element`),
      ];

      release();
      await takenOver(page);
      await expect.poll(() => loaded(lcp), { timeout: 20_000 }).toBe(true);
      const after = [
        await shownBox(h1, `${screen.path}: the app's h1`),
        await shownBox(lcp, `${screen.path}: the app's largest element`),
      ];
      expect(after, `${screen.path}: the h1 and the largest element did not move`).toEqual(before);

      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      console.log(`layout shift: ${screen.path} ${shift.toFixed(4)}`);
      if (screen === screens.home || screen === screens.products)
        expect(shift, `${screen.path}: layout shift`).toBeLessThanOrEqual(0.02);
      expect(
        apiRequests(requests, screen.api!).map((request) => request.url()),
        `${screen.path}: asked the API for its first data`,
      ).toEqual([]);
      await page.context().close();
    },
  );

  it('a visitor who comes after another visitor’s page of the same screen has lost its freshness still gets the screen painted with its data', async () => {
    // the server keeps the API's answers for the pages' heads a minute, but a page carries one for
    // at most 15 s (site-server crawler-head.ts): a later visitor in that minute must still get cards.
    // Here, about half a minute after the first visitor (the tests above take that long), its page
    // has lost its freshness and the server's minute is not over: nothing to wait for
    const cacheMs = 60_000;
    if (Date.now() - firstVisitor.at > cacheMs - 5_000) {
      // too near the end of the server's minute: a first visitor again, on a fresh answer
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, firstVisitor.at + cacheMs + 1000 - Date.now())),
      );
      firstVisitor = { at: Date.now(), cards: cardsIn(await pageHtml('/products?page=1')) };
    }
    expect(firstVisitor.cards, 'the first visitor’s page has the cards').toBeGreaterThan(0);
    const wait = firstVisitor.at + 16_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    expect(
      cardsIn(await pageHtml('/products?page=1')),
      'the next visitor’s page has the cards',
    ).toBeGreaterThan(0);
  });

  it('the page starts the app’s code only once its largest picture has painted (not from the HTML), and the app then takes over', async () => {
    const context = await newContext({ viewport: phone, isMobile: true, hasTouch: true, locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: Array<{ at: number; src: string }> };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { url: string }>)
          w.__lcp.push({ at: entry.startTime, src: entry.url });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // the template's preloads the page adds to its head, by the task that added them (the
      // language's dictionaries and the federation runtime add preloads of their own)
      const added: number[] = ((window as unknown as { __preloads: number[] }).__preloads = []);
      const templated = new Set<string>();
      new MutationObserver((records) => {
        const template = document.getElementById('app-code') as HTMLTemplateElement | null;
        if (template && !templated.size)
          for (const link of template.content.querySelectorAll('link'))
            templated.add(link.getAttribute('href') ?? '');
        const links = records.flatMap((record) =>
          [...record.addedNodes].filter(
            (node) =>
              node instanceof HTMLLinkElement &&
              node.rel === 'preload' &&
              templated.has(node.getAttribute('href') ?? ''),
          ),
        );
        if (links.length) added.push(links.length);
      }).observe(document, { childList: true, subtree: true });
    });
    const html = await pageHtml('/products');
    // the HTML starts no script of the app and preloads none of its files
    expect(html).not.toMatch(/<script defer(?:="")? src=/);
    expect(html.split('<template id="app-code"')[0]).not.toMatch(/<link rel="preload" as="(?:script|style)"/);
    await page.goto(site.url + '/products');
    await takenOver(page);
    const { lcp, main, preloads } = await page.evaluate(() => ({
      preloads: (window as unknown as { __preloads: number[] }).__preloads,
      lcp: (window as unknown as { __lcp: Array<{ at: number; src: string }> }).__lcp,
      main: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    const picture = await screens.products
      .lcp(page, 'en')
      .evaluate((image) => (image as HTMLImageElement).currentSrc);
    const painted = lcp.find((entry) => entry.src === picture);
    expect(painted, 'the first card’s picture was the largest paint').toBeDefined();
    expect(main.length, 'the shell’s script was fetched').toBeGreaterThan(0);
    // the template's preloads went in one at a time, a task each (not one long task on a phone)
    const templated = (
      html
        .split('<template id="app-code"')[1]!
        .split('</template>')[0]!
        .match(/<link /g) ?? []
    ).length;
    expect(templated).toBeGreaterThan(4);
    expect(preloads.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(templated);
    expect(Math.max(...preloads)).toBe(1);
    expect(
      Math.min(...main),
      'the shell’s script was asked for after the picture painted',
    ).toBeGreaterThanOrEqual(painted!.at);
    await context.close();
  });

  it('a visitor with a cart the server was not told of, or who chose another language than the server guessed, never sees the first paint, and the page ends right', async () => {
    /** Notes how `[data-first-paint]` is styled the moment the parser puts it in: before any paint of it. */
    const noteFirstPaint = () => {
      const w = window as unknown as { __painted: string[] };
      w.__painted = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.matches('[data-first-paint]'))
              w.__painted.push(getComputedStyle(node).display);
      }).observe(document, { childList: true, subtree: true });
    };
    const cart = JSON.stringify([{ ...product, quantity: 1 }]);
    const visitors: Array<{
      who: string;
      storage: Record<string, string>;
      h1: string;
      count: string;
      lang: Lang;
    }> = [
      {
        who: 'with a cart and no cookie of it',
        storage: { cart },
        h1: text('mf-catalog', 'en', 'list.title'),
        count: '1',
        lang: 'en',
      },
      {
        who: 'who chose Bangla',
        storage: { language: 'bn' },
        h1: text('mf-catalog', 'bn', 'list.title'),
        count: '০',
        lang: 'bn',
      },
    ];
    for (const visitor of visitors) {
      // English in the browser and no cookie: the server paints in English
      const { page, release } = await heldPage('/products', {
        storage: visitor.storage,
        init: noteFirstPaint,
      });
      await parsed(page);
      expect(await page.getAttribute('html', 'lang'), visitor.who).toBe('en');
      expect(
        await page.evaluate(() => (window as unknown as { __painted: string[] }).__painted),
        visitor.who,
      ).toEqual(['none']);
      expect(
        await page.locator('[data-first-paint]').evaluate((element) => getComputedStyle(element).display),
        visitor.who,
      ).toBe('none');

      release();
      await page.locator('#root [data-boundary] h1').filter({ hasText: visitor.h1 }).waitFor();
      expect(await page.locator('[data-first-paint]').count(), visitor.who).toBe(0);
      expect(await page.getAttribute('html', 'lang'), visitor.who).toBe(visitor.lang);
      await page.getByTestId('product-card').first().waitFor();
      await expect
        .poll(() => page.getByTestId('cart-count').innerText(), { message: visitor.who })
        .toBe(visitor.count);
      await page.context().close();
    }
  });

  it('a visitor whose cart the app told the server of (its cookie) sees /order painted with the form and the nav’s count, and the app takes over with the cart', async () => {
    const context = await newContext({ viewport: phone, isMobile: true, hasTouch: true, locale: 'en-US' });
    const page = await context.newPage();
    // the cart put together in the app, on a product's page
    await page.goto(`${site.url}/products/${product.slug}`);
    await takenOver(page);
    await page.getByRole('button', { name: text('mf-catalog', 'en', 'buy.add') }).click();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');
    expect((await context.cookies(site.url)).find((cookie) => cookie.name === 'cart')?.value).toBe(
      `${product._id}:1`,
    );

    // the next page, with the app's code held back: the server's first paint is what shows
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/order`, { waitUntil: 'commit' });
    await parsed(page);
    const painted = page.locator('[data-first-paint]');
    expect(await painted.evaluate((element) => getComputedStyle(element).display)).not.toBe('none');
    expect(await painted.getByTestId('cart-count').innerText()).toBe('1');
    await shownBox(painted.locator('h1').filter({ hasText: text('mf-checkout', 'en', 'order.title') }), 'h1');
    await shownBox(
      painted.getByRole('textbox', { name: text('mf-checkout', 'en', 'order.labels.name') }),
      'name',
    );
    expect(await painted.getByText(text('mf-checkout', 'en', 'order.emptyTitle')).count()).toBe(0);

    release();
    await takenOver(page);
    // the app has the cart: the server prices it in the summary
    await expect
      .poll(() => page.getByTestId('summary-line').first().innerText(), { timeout: 15_000 })
      .toContain(product.title);
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');
    await context.close();
  });

  it('what a visitor typed on the first paint is in the app’s search box, with the focus, once the app is in', async () => {
    const { page, release, search } = await typedOnFirstPaint('215/75');
    release();
    await takenOver(page);
    const box = page.getByRole('searchbox', { name: search });
    // the text stays in the same element; the app's state hears of it from the carry-over
    await expect.poll(() => box.inputValue(), { message: 'the text typed' }).toBe('215/75');
    expect(
      await box.evaluate((input) => input === document.activeElement),
      'the search box has the focus',
    ).toBe(true);
    // the app's own state has the text: sending the form searches for it
    await box.press('Enter');
    await page.waitForURL(/[?&]search=215%2F75/, { timeout: 10_000 });
    await page.context().close();
  });

  it('a search typed and sent on the first paint is done by the app with the typed text, once the app is in', async () => {
    const { page, release, painted } = await typedOnFirstPaint('215/75');
    // sent before the app is in: the page holds it back (no plain GET) for the app to do
    await painted.press('Enter');
    expect(page.url(), 'the form did not go out as a plain GET').not.toMatch(/search=/);
    release();
    await takenOver(page);
    await page.waitForURL(/[?&]search=215%2F75/, { timeout: 10_000 });
    await page.context().close();
  });

  it('a press on the menu of the first paint opens the app’s menu once the app is in', async () => {
    const menu = text('shell', 'en', 'nav.menu');
    const { page, release } = await heldPage('/products', { cpu: 6 });
    await parsed(page);
    await page.locator('[data-first-paint]').getByRole('button', { name: menu }).click();
    release();
    await takenOver(page);
    const toggle = page.getByRole('button', { name: menu });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: text('shell', 'en', 'nav.label') });
    expect(await nav.getByRole('link', { name: text('shell', 'en', 'nav.news') }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('a press on “Add to cart” on a product’s first paint puts the product in the cart once the app is in', async () => {
    const { page, release } = await heldPage(`/products/${product.slug}`);
    await parsed(page);
    const add = page
      .locator('[data-first-paint]')
      .getByRole('button', { name: text('mf-catalog', 'en', 'buy.add') });
    expect(await add.count(), 'the first paint has the button').toBe(1);
    await add.click();
    expect(await page.getByTestId('cart-count').innerText(), 'nothing in the cart before the app').toBe('0');
    release();
    await takenOver(page);
    await expect
      .poll(() => page.getByTestId('cart-count').innerText(), { message: 'the cart count' })
      .toBe('1');
    await page.context().close();
  });

  it('a press on “Add to cart” on a product’s first paint, then the cart link at once, opens the cart with the product once the app is in, not an empty cart', async () => {
    const { page, release } = await heldPage(`/products/${product.slug}`);
    await parsed(page);
    const painted = page.locator('[data-first-paint]');
    await painted.getByRole('button', { name: text('mf-catalog', 'en', 'buy.add') }).click();
    await painted.getByTestId('cart-count').click();
    // the link waits with the press: the page has not gone anywhere
    expect(new URL(page.url()).pathname).toBe(`/products/${product.slug}`);
    release();
    await takenOver(page);
    await page.waitForURL(/\/cart$/, { timeout: 10_000 });
    await expect.poll(() => page.getByTestId('cart-line').count(), { message: 'the cart’s lines' }).toBe(1);
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');
    await page.context().close();
  });

  it('a dealer request filled in on the first paint, with a picture chosen, and sent there, arrives with the picture once the app is in', async () => {
    const { page, release } = await heldPage('/dealer');
    await parsed(page);
    const form = page
      .locator('[data-first-paint]')
      .getByRole('form', { name: text('mf-content', 'en', 'dealer.formTitle') });
    await form.getByLabel(text('mf-content', 'en', 'dealer.labels.name')).fill('Rokeya Begum');
    await form.getByLabel(text('mf-content', 'en', 'dealer.labels.companyName')).fill('Rokeya Tyres Rangpur');
    await form.getByLabel(text('mf-content', 'en', 'dealer.labels.email')).fill('rokeya@example.com.bd');
    await form.getByLabel(text('mf-content', 'en', 'dealer.labels.mobile')).fill('01711223355');
    await form.getByLabel(text('mf-content', 'en', 'dealer.labels.message')).fill('A shop on Station Road.');
    await form
      .getByLabel(text('mf-content', 'en', 'dealer.labels.file'))
      .setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: pngImage(48, 32) });
    await form.getByRole('button', { name: text('mf-content', 'en', 'dealer.send') }).click();
    release();
    await takenOver(page);
    await page.getByText(text('mf-content', 'en', 'dealer.sentTitle')).waitFor({ timeout: 15_000 });
    expect(await dealerRequestFile('Rokeya Tyres Rangpur')).toBe('image');
    await page.context().close();
  });

  it('a picture chosen in a file picker opened on the first paint, that closes after the app is in, is the app’s choice', async () => {
    const { page, release } = await heldPage('/dealer');
    await parsed(page);
    const painted = page
      .locator('[data-first-paint]')
      .getByRole('form', { name: text('mf-content', 'en', 'dealer.formTitle') });
    await painted.getByLabel(text('mf-content', 'en', 'dealer.labels.name')).fill('Selina Parvin');
    // the picker was opened on the first paint's field: the browser gives the files to that field
    const picker = await painted.getByLabel(text('mf-content', 'en', 'dealer.labels.file')).elementHandle();
    release();
    await takenOver(page);
    await picker!.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: pngImage(40, 30) });
    const form = page.getByRole('form', { name: text('mf-content', 'en', 'dealer.formTitle') });
    await form.getByLabel(text('mf-content', 'en', 'dealer.labels.companyName')).fill('Parvin Tyres Khulna');
    await form.getByLabel(text('mf-content', 'en', 'dealer.labels.email')).fill('selina@example.com.bd');
    await form.getByLabel(text('mf-content', 'en', 'dealer.labels.mobile')).fill('01711223366');
    await form.getByLabel(text('mf-content', 'en', 'dealer.labels.message')).fill('Two shops on KDA Avenue.');
    await form.getByRole('button', { name: text('mf-content', 'en', 'dealer.send') }).click();
    await page.getByText(text('mf-content', 'en', 'dealer.sentTitle')).waitFor({ timeout: 15_000 });
    expect(await dealerRequestFile('Parvin Tyres Khulna')).toBe('image');
    await page.context().close();
  });

  it('after the switch to Bangla in the app, a reload is painted in Bangla by the server', async () => {
    const context = await newContext({ viewport: laptop, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${site.url}/products`);
    await takenOver(page);
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await page.getByRole('navigation', { name: text('shell', 'bn', 'nav.label') }).waitFor();
    const reloaded = await page.reload();
    const html = await reloaded!.text();
    expect(html).toMatch(/<html lang="bn"/);
    expect(html).toContain('data-first-paint="bn"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${text('mf-catalog', 'bn', 'list.title')}</h1>`));
    await page
      .locator('#root [data-boundary] h1')
      .filter({ hasText: text('mf-catalog', 'bn', 'list.title') })
      .waitFor();
    await context.close();
  });
});
