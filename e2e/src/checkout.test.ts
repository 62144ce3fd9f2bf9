import { downloadedBytes } from './files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

describe('ordering', () => {
  it('a visitor adds a tyre, orders with Cash on Delivery, sees the reference on /success and opens the invoice', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${site.url}/products`);
    const cards = page.locator('[data-boundary="catalog"] [data-testid="product-card"]');
    await cards.first().getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );

    await page.getByRole('link', { name: /^Cart/ }).click();
    const checkout = page.locator('[data-boundary="checkout"]');
    await checkout.getByTestId('cart-total').waitFor();
    await checkout.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/order$/);

    await expect(checkout.getByLabel('District').inputValue()).resolves.toBe('Dhaka');
    await checkout.getByTestId('summary-total').waitFor();
    await checkout.getByLabel(/^Full name/).fill('Rahim Uddin');
    await checkout.getByLabel(/^Mobile number/).fill('01711000000');
    await checkout.getByLabel(/^Address/).fill('House 12, Road 5');
    await checkout.getByLabel(/^Thana/).fill('Dhanmondi');
    const total = await checkout.getByTestId('summary-total').innerText();
    await checkout.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL(/\/success\?order=/);
    const reference = await checkout.getByTestId('order-reference').innerText();
    expect(reference).toMatch(/^TB-\d+$/);
    await expect(checkout.getByTestId('next-steps').innerText()).resolves.toContain('We will call you');
    await expect(page.getByTestId('cart-count').innerText()).resolves.toBe('0');

    await checkout.getByRole('link', { name: 'View invoice' }).click();
    await page.waitForURL(/\/invoice\//);
    await expect(checkout.getByTestId('invoice-reference').innerText()).resolves.toBe(reference);
    await expect(checkout.getByTestId('invoice-total').innerText()).resolves.toBe(total);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      checkout.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${reference}.pdf`);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    await page.context().close();
  });
});
