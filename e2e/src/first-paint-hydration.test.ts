// The server's first paint is the app's first render (docs/architecture.md, "First paint from the
// server"): the app hydrates the painted page (web-kit first-paint/client.tsx), and where the two
// differed React would throw the painted markup away and render the part again, a jump the
// visitor sees. For each painted screen, in English and in Bangla: the page is painted, React
// reports no such difference (the shell counts them, `__tyreHydrationErrors`), and the painted
// areas and heading are still the same elements once the app has them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
let productPath: string;
let screens: Array<[name: string, path: string]>;
beforeAll(async () => {
  site = await startSite();
  const json = async <T>(path: string) => (await (await fetch(`${site.apiUrl}${path}`)).json()) as T;
  const cards = await json<{ slug: string; stock: number }[]>('/products');
  productPath = `/products/${cards.find((card) => card.stock > 0)!.slug}`;
  const news = await json<{ _id: string }[]>('/news');
  const dealers = await json<{ slug: string }[]>('/dealers');
  const jobs = await json<{ slug: string }[]>('/job');
  screens = [
    ['the home page', '/'],
    ['the products', '/products'],
    ['a product', productPath],
    ['the finder', '/finder?category=motorcycle&rim=17'],
    ['the news', '/news'],
    ['a news article', `/news/${news[0]!._id}`],
    ['the gallery', '/gallery'],
    ['the career page', '/career'],
    ['a job', `/jobs/${jobs[0]!.slug}`],
    ['about us', '/about'],
    ['contact', '/contact'],
    ['the dealer request', '/dealer'],
    ['the dealers', '/dealers'],
    ['a dealer', `/dealers/${dealers[0]!.slug}`],
    ['the cart', '/cart'],
    ['the order form', '/order'],
    ['order tracking', '/track'],
  ];
});
afterAll(async () => site?.stop());

describe('the app hydrates the first paint', () => {
  for (const [language, locale] of [
    ['English', 'en-US'],
    ['Bangla', 'bn-BD'],
  ] as const)
    it(`with no difference on any painted screen, in ${language}`, async () => {
      // each screen once before: its renderer is warm and its data at hand, as for every visitor
      // after the first (a cold one may be painted with the loading state, which hydrates too)
      await Promise.all(screens.map(([, path]) => fetch(site.url + path)));
      const found: string[] = [];
      for (const [name, path] of screens) {
        const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale });
        try {
          const page = await context.newPage();
          const told: string[] = [];
          page.on('console', (message) => {
            if (message.text().startsWith('hydration')) told.push(message.text().slice(0, 300));
          });
          // the painted area and its heading (a screen painted with its loading state has none),
          // noted before the page's own code runs
          await page.addInitScript(() => {
            const w = window as unknown as { __painted?: Element[] };
            new MutationObserver(() => {
              if (document.querySelector('[data-first-paint]'))
                w.__painted = [
                  ...document.querySelectorAll('[data-first-paint] [data-boundary], [data-first-paint] h1'),
                ];
            }).observe(document, { subtree: true, childList: true });
          });
          await page.goto(`${site.url}${path}`);
          await page.waitForFunction(() => !document.querySelector('[data-first-paint]'), null, {
            timeout: 20_000,
          });
          const seen = await page.evaluate(() => {
            const w = window as unknown as { __painted?: Element[]; __tyreHydrationErrors?: number };
            return {
              painted: w.__painted?.length ?? 0,
              kept: w.__painted?.filter((element) => element.isConnected).length ?? 0,
              errors: w.__tyreHydrationErrors ?? 0,
            };
          });
          if (!seen.painted || seen.kept < seen.painted || seen.errors)
            found.push(`${name} (${path}): ${JSON.stringify(seen)} ${told.join(' | ')}`);
        } finally {
          await context.close();
        }
      }
      expect(found).toEqual([]);
    }, 180_000);
});

// The page holds a press made on the first paint until the app takes it, and a link followed
// meanwhile with it (site-server page-scripts/hold-back.ts): a visitor who adds a tyre and goes to
// the cart at once finds it there, whenever in the page's start they press.
describe('a press on a painted page', () => {
  it('a visitor who presses “Add to cart” and goes to the cart at once, at any moment of the page’s start, finds the product there: every time of 4', async () => {
    const add = 'Add to cart';
    // from the first paint's first moments to after the app is in, on a slow phone
    for (const after of [0, 300, 800, 1500]) {
      const context = await site.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${site.url}${productPath}`, { waitUntil: 'commit' });
      await page.waitForTimeout(after);
      // the painted page's or the app's, whichever shows now
      await page.getByRole('button', { name: add }).first().click();
      await page.getByTestId('cart-count').first().click();
      await page.waitForURL(/\/cart$/, { timeout: 20_000 });
      await expect
        .poll(() => page.getByTestId('cart-line').count(), {
          message: `the cart’s lines, pressed ${after} ms after the page began`,
          timeout: 20_000,
        })
        .toBe(1);
      await context.close();
    }
  });
});
