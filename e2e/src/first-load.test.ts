// The shell's page starts the first route's API request and its largest picture before any code
// ran (the request the page's remote renderer names, packages/site-server/src/page-scripts/
// early-data.ts); the web-kit API client takes that answer instead of
// asking again. These fail when the remote's request and the early one drift apart (the API would
// see two requests) or when the picture's URL differs from the one the screen shows.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

interface Seen {
  page: Page;
  requests: Request[];
  close: () => Promise<void>;
}

/** Opens `path` in a fresh phone-sized context, recording every request the page makes. */
async function open(path: string, ready: string): Promise<Seen> {
  const context = await site.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(site.url + path);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  return { page, requests, close: () => context.close() };
}

const apiRequests = (seen: Seen, path: string) =>
  seen.requests.filter((request) => {
    const url = new URL(request.url());
    return `${url.origin}${url.pathname}` === `${site.apiUrl}${path}`;
  });

/** Every picture from the API's files, and how many times each was requested. */
const pictureCounts = (seen: Seen) => {
  const counts = new Map<string, number>();
  for (const request of seen.requests)
    if (request.url().startsWith(`${site.apiUrl}/files/`))
      counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
  return counts;
};

describe('the first load of a page', () => {
  it('when /products opens, then the browser asks the API for no products: the page carries the answer its head was made from, the cards come from it, the first picture preloaded', async () => {
    const seen = await open('/products', '[data-testid="product-card"] img');
    try {
      expect(apiRequests(seen, '/products')).toEqual([]);
      expect(
        await seen.page.evaluate(() => (window as { __tyreEarly?: { url: string } }).__tyreEarly?.url),
      ).toBe(`${site.apiUrl}/products?page=0&size=20`);
      expect(await seen.page.locator('[data-testid="product-card"]').count()).toBeGreaterThan(1);
      // the first card's picture is the one the page preloaded, fetched once
      const first = seen.page.locator('[data-testid="product-card"] img').first();
      const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await first.getAttribute('loading')).toBe('eager');
      const preloaded = await seen.page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(preloaded).toEqual([src]);
      expect(pictureCounts(seen).get(src)).toBe(1);
      // the footer's contact details wait until the page has loaded
      expect(apiRequests(seen, '/contact')).toHaveLength(1);
    } finally {
      await seen.close();
    }
  });

  it('when the finder, a product page and the news open, then the browser asks the API nothing for their first screen (each comes with the page, the answer its first paint was made from), and no picture twice', async () => {
    const cards = (await (await fetch(`${site.apiUrl}/products`)).json()) as Array<{ _id: string }>;
    const pages = [
      [
        '/finder?category=motorcycle&rim=17',
        '[data-testid="product-card"], .finder-page__empty',
        '/products/finder',
        [],
      ],
      [`/products/${cards[0]!._id}`, '[data-boundary="catalog"] h1', `/products/${cards[0]!._id}`, []],
      ['/news', '[data-testid="news-card"] img', '/news', []],
    ] as const;
    for (const [path, ready, api, expected] of pages) {
      const seen = await open(path, ready);
      try {
        const asked = apiRequests(seen, api);
        expect(
          asked.map((request) => request.resourceType()),
          path,
        ).toEqual(expected);
        for (const [url, count] of pictureCounts(seen)) expect(count, url).toBe(1);
      } finally {
        await seen.close();
      }
    }
  });

  it('when / opens, then the banners come with the page, and the shell paints the first banner from that answer, the same file the carousel then lays over it, fetched once', async () => {
    const seen = await open('/', '[data-testid="banner-slide"] img');
    try {
      expect(apiRequests(seen, '/banners')).toEqual([]);
      const shell = seen.page.locator('[data-testid="home-banners"] img.home-banners__first');
      const slide = seen.page.locator('[data-testid="banner-slide"] img').first();
      const shellSrc = await shell.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(shellSrc).toMatch(/\/files\/.+\.webp$/);
      await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(shellSrc);
      expect(await shell.getAttribute('alt')).toBe('');
      // the carousel covers the shell's picture exactly: the visitor sees one banner
      const [under, over] = await Promise.all([shell.boundingBox(), slide.boundingBox()]);
      expect(over).toEqual(under);
      const preloaded = await seen.page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(preloaded).toHaveLength(1);
      expect(pictureCounts(seen).get(shellSrc)).toBe(1);
    } finally {
      await seen.close();
    }
  });
});
