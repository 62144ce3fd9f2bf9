import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll, pagesOn } from './axe';
import { startSite, type Site } from './site';

// The public pages in both languages on a laptop and a phone (the admin's screens, the API's
// messages and the keyboard: accessibility.test.ts; two files, so the two halves run side by side).

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const phone = { width: 390, height: 844 };
const pages = pagesOn(() => site);
const newPage = pages.open;
afterAll(pages.close);

describe('axe finds no serious or critical violation', () => {
  for (const [name, viewport, language] of [
    ['on a laptop', undefined, 'en'],
    ['on a phone', phone, 'en'],
    ['in Bangla on a laptop', undefined, 'bn'],
    ['in Bangla on a phone', phone, 'bn'],
  ] as const) {
    it(`${name}: the public pages`, async () => {
      const page = await newPage(viewport, language);
      await page.goto(`${site.url}/products`);
      const card = page.locator('[data-testid="product-card"]').first();
      await card.waitFor();
      const product = (await card.locator('h3 a').getAttribute('href')) ?? '';
      expect(product).toMatch(/^\/products\//);
      await card.getByRole('button', { name: language === 'bn' ? 'কার্টে যোগ করুন' : 'Add to cart' }).click();
      // a press on the server's first paint is done by the app once it is in: wait for the cart
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length as number))
        .toBe(1);
      if (language === 'bn') expect(await page.getAttribute('html', 'lang')).toBe('bn');

      const found = await checkAll(page, site.url, [
        ['/', '[data-testid="news-card"]'],
        ['/products', '[data-testid="product-card"]'],
        [product],
        ['/finder'],
        ['/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019', '[data-testid="fitment-rear"]'],
        ['/products/trail-x-2-75-17-tt', '.vehicle-fits'],
        ['/cart', '[data-testid="cart-line"]'],
        ['/login'],
        ['/register'],
        ['/track?ref=TB-260001', 'form.track-form'],
      ]);
      expect(found, 'serious or critical axe violations, by page').toEqual({});
    });
  }
});
