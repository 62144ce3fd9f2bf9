import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startSite, type Site } from './site';
import { login, register } from './pages';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const customer = {
  name: 'Farhana Akter',
  email: 'farhana@example.com.bd',
  mobile: '01755500011',
  password: 'farhana-pass-1',
};

describe('ordering, end to end', () => {
  it('a customer pays with bKash; an admin on a phone verifies it and completes the order; the customer sees Completed', async () => {
    // the customer registers and orders one tyre with bKash
    const shop = await (await site.browser.newContext()).newPage();
    await register(shop, site.url, customer);

    await shop.goto(`${site.url}/products`);
    const cards = shop.locator('[data-boundary="catalog"] [data-testid="product-card"]');
    await cards.first().getByRole('button', { name: 'Add to cart' }).click();
    await shop.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );
    await shop.getByRole('link', { name: /^Cart/ }).click();
    const checkout = shop.locator('[data-boundary="checkout"]');
    await checkout.getByTestId('cart-total').waitFor();
    await checkout.getByRole('link', { name: 'Checkout' }).click();
    await shop.waitForURL(/\/order$/);
    await checkout.getByTestId('summary-total').waitFor();
    await checkout.getByLabel(/^Full name/).fill(customer.name);
    await checkout.getByLabel(/^Mobile number/).fill(customer.mobile);
    await checkout.getByLabel(/^Address/).fill('Flat 3B, Road 7');
    await checkout.getByLabel(/^Thana/).fill('Gulshan');
    await checkout.getByText('bKash', { exact: true }).click();
    await checkout.getByTestId('bkash-number').waitFor();
    await checkout.getByLabel(/^The bKash number you sent from/).fill('01855500022');
    await checkout.getByLabel(/^bKash transaction ID/).fill('9XK3PQ7LMA');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await shop.waitForURL(/\/success\?order=/);
    const reference = await checkout.getByTestId('order-reference').innerText();
    expect(reference).toMatch(/^TB-\d+$/);

    // the admin, on a phone, finds the order and walks it to completed
    const desk = await (await site.browser.newContext()).newPage();
    await login(desk, site.url, admin.email, admin.password);
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.goto(`${site.url}/dashboard/orders`);
    await desk.getByRole('searchbox', { name: 'Search orders' }).fill(reference);
    await desk.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    await desk.getByRole('link', { name: `Open ${reference}` }).click();
    await desk.getByRole('heading', { name: `Order ${reference}` }).waitFor();
    await desk.getByText('9XK3PQ7LMA').waitFor();
    await desk.getByText('01855500022').waitFor();
    const status = desk.getByTestId('order-status').first();
    await expect(status.innerText()).resolves.toBe('payment review');
    // the phone layout: no sideways scroll of the page itself
    const overflow = await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await desk.getByRole('textbox', { name: 'Note' }).fill('TrxID matches the statement');
    await desk.getByRole('button', { name: 'Verify payment' }).click();
    for (const [button, next] of [
      ['Mark processing', 'pending'],
      ['Mark shipped', 'processing'],
      ['Mark completed', 'shipped'],
    ] as const) {
      await desk.waitForFunction(
        (text) => document.querySelector('[data-testid="order-status"]')?.textContent === text,
        next,
      );
      await desk.getByRole('button', { name: button }).click();
    }
    await desk.waitForFunction(
      () => document.querySelector('[data-testid="order-status"]')?.textContent === 'completed',
    );
    await desk.getByText('TrxID matches the statement').waitFor();
    expect(await desk.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // the customer's list shows it completed
    await shop.goto(`${site.url}/orders`);
    const mine = shop.locator('[data-testid="my-order"]').filter({ hasText: reference });
    await mine.getByTestId('status-badge').waitFor();
    await expect(mine.getByTestId('status-badge').innerText()).resolves.toMatch(/^completed$/i);
    await shop.context().close();
    await desk.context().close();
  });
});
