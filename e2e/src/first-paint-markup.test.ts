// The server's first paint and the app's first render are the same page (docs/architecture.md,
// "First paint from the server"): the app renders off the page and takes the painted page's place
// (web-kit first-paint/client.tsx), so any difference between the two is a visible jump at that
// moment. For each painted screen, in English and in Bangla, the painted markup is compared with
// the app's at the moment it takes over, as the browser holds them (so what differs only in how a
// server writes HTML is the same: attribute order, the style text, comments, a <noscript>'s
// content, which React leaves empty in the browser, and useId's prefix, `_R_` on the server; a
// list shows its chosen option, whatever other options have arrived).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
let productPath: string;
beforeAll(async () => {
  site = await startSite();
  const cards = (await (await fetch(`${site.apiUrl}/products`)).json()) as { slug: string; stock: number }[];
  productPath = `/products/${cards.find((card) => card.stock > 0)!.slug}`;
});
afterAll(async () => site?.stop());

interface MarkupWindow {
  /** the app's tree as it went into the page (a copy) */
  __appTree?: Node;
  __markup: (root: Node) => string;
}

/** Before the page's own code: the canonical form of a tree, and a copy of the app's tree at the swap. */
function watchTheSwap() {
  const w = window as unknown as MarkupWindow;
  const markup = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const element = node as HTMLElement;
    const tag = element.tagName.toLowerCase();
    if (tag === 'template' || tag === 'script') return '';
    // the style as the browser reads it (`min-height:0` and `min-height: 0px;` are one style)
    const probe = document.createElement('div');
    probe.setAttribute('style', element.getAttribute('style') ?? '');
    const attributes = [...element.attributes]
      .filter((a) => a.name !== 'style' && !(tag === 'option' && a.name === 'selected'))
      .map((a) => `${a.name}="${a.value.replace(/_[Rr]_/g, '_r_')}"`)
      .concat(probe.style.cssText ? [`style="${probe.style.cssText}"`] : [])
      .concat(tag === 'option' && (element as HTMLOptionElement).selected ? ['(selected)'] : [])
      .sort();
    // a list's choices: the one shown (its options, and whether it waits for them, are the app's
    // to bring: a category list may arrive before the app takes the page, and nothing moves)
    if (tag === 'select') {
      const shown = (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
      const named = attributes.filter((a) => !a.startsWith('disabled=')).join(' ');
      return `\n<select ${named}>${shown}</select>`;
    }
    const children = tag === 'noscript' ? '' : [...element.childNodes].map(markup).join('');
    return `\n<${[tag, ...attributes].join(' ')}>${children}</${tag}>`;
  };
  w.__markup = markup;
  new MutationObserver((records, observer) => {
    for (const record of records)
      for (const added of record.addedNodes)
        if (
          added instanceof HTMLElement &&
          added.parentElement?.id === 'root' &&
          !added.hasAttribute('data-first-paint')
        ) {
          w.__appTree = added.cloneNode(true);
          observer.disconnect();
        }
  }).observe(document, { childList: true, subtree: true });
}

/** The painted page's markup, then the app's at the moment it took its place. */
async function paintedAndApp(page: Page, path: string): Promise<{ painted: string; app: string }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // the app's code waits until the painted page is read
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site.url + path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const painted = await page.evaluate(() => {
    const w = window as unknown as MarkupWindow;
    const element = document.querySelector('[data-first-paint]');
    return element ? [...element.childNodes].map(w.__markup).join('') : '';
  });
  release();
  await page.waitForFunction(() => (window as unknown as MarkupWindow).__appTree !== undefined, null, {
    timeout: 30_000,
  });
  const app = await page.evaluate(() => {
    const w = window as unknown as MarkupWindow;
    return [...w.__appTree!.childNodes].map(w.__markup).join('');
  });
  return { painted, app };
}

describe('the first paint and the app’s first render', () => {
  const screens = () => [
    ['the home page', '/'],
    ['the products', '/products'],
    ['a product', productPath],
    ['the finder', '/finder?category=motorcycle&rim=17'],
    ['the news', '/news'],
    ['the order form', '/order'],
    ['order tracking', '/track'],
    ['the dealer request', '/dealer'],
    ['the dealers', '/dealers'],
  ];
  for (const [language, locale] of [
    ['English', 'en-US'],
    ['Bangla', 'bn-BD'],
  ] as const)
    it(`are the same markup on every painted screen, in ${language}`, async () => {
      // each screen once before: its renderer is warm, as for every visitor after the first
      await Promise.all(screens().map(([, path]) => fetch(site.url + path!)));
      for (const [name, path] of screens()) {
        const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale });
        try {
          await context.addInitScript(watchTheSwap);
          const { painted, app } = await paintedAndApp(await context.newPage(), path!);
          expect(painted, `${name} is painted`).toContain('<h1');
          expect(app, `${name}: the app's first render is the painted page`).toBe(painted);
        } finally {
          await context.close();
        }
      }
    }, 120_000);
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
