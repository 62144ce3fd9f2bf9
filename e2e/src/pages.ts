// Steps that several browser tests take on the site's pages.
import type { Page, Request, Response } from 'playwright-core';

/** The public navigation bar. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Logs in on `/login` and waits until the navigation shows the Account menu. */
export async function login(page: Page, siteUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await signedIn(page, () => page.getByRole('button', { name: 'Login' }).click());
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
  await signedIn(page, () => page.getByRole('button', { name: 'Register' }).click());
}

/**
 * Submits a login or registration form with `submit` and waits until the navigation shows the
 * Account menu. When it does not, the error says what the page showed instead: its address, its
 * alert, what its fields held and the API's answers to the form, so that a failure names its cause.
 */
async function signedIn(page: Page, submit: () => Promise<void>): Promise<void> {
  const answers: string[] = [];
  const noteAnswer = (response: Response) => {
    if (response.url().includes('/auth/')) answers.push(`${response.status()} ${response.url()}`);
  };
  const noteFailure = (request: Request) => {
    if (request.url().includes('/auth/'))
      answers.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  };
  page.on('response', noteAnswer);
  page.on('requestfailed', noteFailure);
  try {
    await submit();
    await mainNav(page)
      .getByRole('button', { name: /Account/ })
      .waitFor();
  } catch (error) {
    const shown = await page
      .evaluate(() => ({
        address: location.href,
        alert: [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent),
        fields: [...document.querySelectorAll('input')].map(
          (input) =>
            `${input.name}: ${input.type === 'password' ? '•'.repeat(input.value.length) : input.value}`,
        ),
        navigation: document.querySelector('nav')?.textContent,
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(
      `not signed in: ${String(error)}\nthe page: ${JSON.stringify(shown)}\nthe API's answers: ${answers.join('; ') || 'none'}`,
      { cause: error },
    );
  } finally {
    page.off('response', noteAnswer);
    page.off('requestfailed', noteFailure);
  }
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
 * Waits until the app has hydrated the server's first paint (web-kit `hydrateFirstPaint`): before
 * that, presses on the page are held back and done again afterwards, so a test that presses and
 * reads at once waits for the app first.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-first-paint]'));
}
