import type { ProductCard } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

/** What the finder answers for a page, straight from the API (to pick a product in stock). */
async function finderPage(query: string, page: number): Promise<{ products: ProductCard[]; total: number }> {
  const response = await fetch(`${site.apiUrl}/products/finder?${query}&page=${page}&size=8`);
  return {
    products: (await response.json()) as ProductCard[],
    total: Number(response.headers.get('x-total-count')),
  };
}

describe('a visitor of the catalogue', () => {
  it('finds tyres by category and rim on the home page, pages through them, opens one and adds it to the cart', async () => {
    const page = await (await site.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(site.url);
    const count = page.getByTestId('cart-count');
    await expect(count.innerText()).resolves.toBe('0');

    // the home finder: category first, then the rims read from that category's sizes
    const finder = page.locator('[data-boundary="catalog"]').getByRole('form', { name: 'Tyre finder' });
    const category = finder.getByRole('combobox', { name: 'Category' });
    await category.locator('option', { hasText: 'Motorcycle' }).waitFor({ state: 'attached' });
    expect(await finder.getByRole('combobox', { name: 'Rim' }).count()).toBe(0);
    await category.selectOption({ label: 'Motorcycle' });
    const rim = finder.getByRole('combobox', { name: 'Rim' });
    // the rims come from the category's sizes, asked for once it is chosen
    await expect
      .poll(() => rim.locator('option').allInnerTexts(), { timeout: 10_000 })
      .toEqual(['Any rim', '17 inch', '18 inch']);
    await rim.selectOption({ label: '17 inch' });
    await finder.getByRole('button', { name: 'Find tyres' }).click();
    await page.waitForURL(/\/finder\?category=motorcycle&rim=17$/);

    // the results, 8 a page, with bounded arrows
    const { total } = await finderPage('category=motorcycle&rim=17', 0);
    expect(total).toBeGreaterThan(8);
    const results = page.locator('[data-boundary="catalog"] [data-testid="product-card"]');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await results.first().waitFor();
    expect(await results.count()).toBe(8);
    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });
    expect(await previous.isDisabled()).toBe(true);
    const firstOnPage0 = await results.first().locator('h3').innerText();

    // the API's own second page says which card must come first once page 1 is shown
    const second = await finderPage('category=motorcycle&rim=17', 1);
    await next.click();
    await page.waitForURL(/\/finder\?category=motorcycle&rim=17&page=1$/);
    await page.waitForFunction(
      (title) => document.querySelector('[data-testid="product-card"] h3')?.textContent === title,
      second.products[0]!.title,
    );
    expect(await results.count()).toBe(Math.min(8, total - 8));
    // the next arrow stops at the last page
    expect(await next.isDisabled()).toBe(total <= 16);
    expect(await previous.isDisabled()).toBe(false);

    // back and forward follow the URL
    await page.goBack();
    await page.waitForURL(/rim=17$/);
    await page.waitForFunction(
      (title) => document.querySelector('[data-testid="product-card"] h3')?.textContent === title,
      firstOnPage0,
    );
    await page.goForward();
    await page.waitForURL(/page=1$/);

    // open a product in stock from the second page
    const pick = second.products.find((product) => product.stock >= 2);
    if (!pick) throw new Error('the demo catalogue has no motorcycle tyre in stock on the second page');
    await results.filter({ hasText: pick.title }).locator('h3 a').click();
    await page.waitForURL(new RegExp(`/products/${pick._id}$`));
    await page
      .locator('[data-boundary="catalog"]')
      .getByRole('heading', { name: pick.title, level: 1 })
      .waitFor();
    await expect(page.getByTestId('stock-state').innerText()).resolves.toBe('In stock');
    const specs = page.locator('.product-specs');
    await expect(specs.locator('tr', { hasText: 'Rim' }).locator('td').innerText()).resolves.toBe('17 inch');
    await expect(specs.locator('tr', { hasText: 'Size' }).locator('td').innerText()).resolves.toBe(
      pick.sizeLabel,
    );

    // two of it into the cart: a toast, and the nav count follows
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`2 × ${pick.title} are in your cart.`).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '2',
    );
    await page.context().close();
  });

  it('sees the new arrivals on the home page and a clear message for a product that does not exist', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(site.url);
    const arrivals = page.getByRole('list', { name: 'New arrivals' }).getByTestId('product-card');
    await arrivals.first().waitFor();
    const listed = (await (await fetch(`${site.apiUrl}/arrivals/all`)).json()) as ProductCard[];
    expect(await arrivals.count()).toBe(listed.length);
    await expect(arrivals.first().locator('h3').innerText()).resolves.toBe(listed[0]?.title);

    await page.goto(`${site.url}/products/no-such-tyre`);
    await page.getByRole('heading', { name: 'Product not found', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.context().close();
  });
});
