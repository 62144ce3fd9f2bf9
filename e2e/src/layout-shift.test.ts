import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

/** Chrome's CLS: the largest session window of layout shifts (gaps under 1 s, at most 5 s). */
const observeLayoutShift = () => {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (entry.hadRecentInput) continue;
      if (session && entry.startTime - last < 1000 && entry.startTime - first < 5000) session += entry.value;
      else [session, first] = [entry.value, entry.startTime];
      last = entry.startTime;
      w.__cls = Math.max(w.__cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * Loads `path` on a phone-sized screen over a slow link (150 ms round trip, 1.6 Mbps), so that the
 * page paints before its remote code, data and pictures arrive, as it does for visitors on mobile
 * data: anything without reserved space then moves when it lands.
 */
async function layoutShift(path: string, ready: string): Promise<number> {
  const context = await site.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page: Page = await context.newPage();
  await page.addInitScript(observeLayoutShift);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(site.url + path);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await context.close();
  return cls;
}

describe('a visitor on a phone over mobile data', () => {
  it('sees the product list and a product page arrive without layout shift (CLS at most 0.05)', async () => {
    const cards = (await (await fetch(`${site.apiUrl}/products`)).json()) as Array<{ _id: string }>;
    const list = await layoutShift('/products', '[data-testid="product-card"] img');
    const detail = await layoutShift(`/products/${cards[0]!._id}`, '.product-gallery img');
    console.log(`CLS: /products ${list.toFixed(3)}, a product page ${detail.toFixed(3)}`);
    expect(list).toBeLessThanOrEqual(0.05);
    expect(detail).toBeLessThanOrEqual(0.05);
  });

  it('sees the home page arrive without layout shift: banners, finder, new arrivals, video, news (CLS at most 0.05)', async () => {
    // the demo data has active banners: the carousel lands above the hero, the first thing on the screen
    const banners = (await (await fetch(`${site.apiUrl}/banners`)).json()) as unknown[];
    expect(banners.length).toBeGreaterThan(0);
    const home = await layoutShift('/', '[data-testid="news-card"]');
    console.log(`CLS: / ${home.toFixed(3)}`);
    expect(home).toBeLessThanOrEqual(0.05);
  });
});
