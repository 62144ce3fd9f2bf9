// Steps that several browser tests take on the site's pages.
import type { Page } from 'playwright-core';

/** The public navigation bar. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Logs in on `/login` and waits until the navigation shows the Account menu. */
export async function login(page: Page, siteUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await mainNav(page)
    .getByRole('button', { name: /Account/ })
    .waitFor();
}

/** Who registers in a test. */
export interface NewCustomer {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** Registers on `/register` and waits until the navigation shows the Account menu. */
export async function register(page: Page, siteUrl: string, customer: NewCustomer): Promise<void> {
  await page.goto(`${siteUrl}/register`);
  await page.getByLabel('Name', { exact: true }).fill(customer.name);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Mobile').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await mainNav(page)
    .getByRole('button', { name: /Account/ })
    .waitFor();
}

/**
 * On /order (the cart already filled): fills the delivery details, places a Cash on Delivery order
 * and waits for /success; answers the order's key (from the address) and its reference.
 */
export async function placeCashOrder(
  page: Page,
  siteUrl: string,
  customer: { name: string; mobile: string; address: string; thana: string },
): Promise<{ key: string; reference: string }> {
  await page.goto(`${siteUrl}/order`);
  const checkout = page.locator('[data-boundary="checkout"]');
  await checkout.getByTestId('summary-total').waitFor();
  await checkout.getByLabel(/^Full name/).fill(customer.name);
  await checkout.getByLabel(/^Mobile number/).fill(customer.mobile);
  await checkout.getByLabel(/^Address/).fill(customer.address);
  await checkout.getByLabel(/^Thana/).fill(customer.thana);
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/success\?order=/);
  return {
    key: new URL(page.url()).searchParams.get('order') ?? '',
    reference: await checkout.getByTestId('order-reference').innerText(),
  };
}

/** Puts the first product of /products in an empty cart and places a Cash on Delivery order of it. */
export async function orderFirstProduct(
  page: Page,
  siteUrl: string,
  customer: Parameters<typeof placeCashOrder>[2],
): Promise<{ key: string; reference: string }> {
  await page.goto(`${siteUrl}/products`);
  const cards = page.locator('[data-boundary="catalog"] [data-testid="product-card"]');
  await cards.first().getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1');
  return placeCashOrder(page, siteUrl, customer);
}

/**
 * Waits until the app has taken the place of the server's first paint (web-kit
 * `takeOverFirstPaint`): before that, presses on the page are held back and done again afterwards,
 * so a test that presses and reads at once waits for the app first.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-first-paint]'));
}
