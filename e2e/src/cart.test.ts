import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver } from './pages';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

describe('the cart', () => {
  it('is one cart for the catalogue, the checkout and the nav count, and it persists', async () => {
    const page = await (await site.browser.newContext()).newPage();
    const count = page.getByTestId('cart-count');
    await page.goto(`${site.url}/products`);
    await expect(count.innerText()).resolves.toBe('0');
    // three presses in a row: on the app (the server's first paint holds back only the last one)
    await appTookOver(page);

    const cards = page.locator('[data-boundary="catalog"] [data-testid="product-card"]');
    await cards.first().getByRole('button', { name: 'Add to cart' }).click();
    await cards.first().getByRole('button', { name: 'Add to cart' }).click();
    await cards.nth(1).getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '3',
    );

    await page.getByRole('link', { name: /^Cart/ }).click();
    const lines = page.locator('[data-boundary="checkout"] [data-testid="cart-line"]');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(2);
    const first = lines.first();
    await expect(first.getByTestId('cart-quantity').innerText()).resolves.toBe('2');

    await first.getByRole('button', { name: 'Increase quantity' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '4',
    );
    await first.getByRole('button', { name: 'Decrease quantity' }).click();
    await first.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(first.getByTestId('cart-quantity').innerText()).resolves.toBe('1');
    expect(await first.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    await expect(count.innerText()).resolves.toBe('2');

    await page.reload();
    await lines.first().waitFor();
    await expect(count.innerText()).resolves.toBe('2');
    await lines
      .nth(1)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(count.innerText()).resolves.toBe('1');
    expect(await lines.count()).toBe(1);
    await page.context().close();
  });
});
