// What the browser tests of online payment share (bkash-checkout, sslcommerz-checkout): the
// checkout filled in with a way to pay chosen, and screenshots of a part of a screen.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** Screenshots at 390 x 844 and 1366 x 800 with `focus` in view, when SHOTS_DIR is set. */
export async function shoot(page: Page, name: string, focus: Locator): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [size, width, height] of [
    ['phone', 390, 844],
    ['laptop', 1366, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await focus.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(dir, `${name}-${size}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

/** The checkout's words the tests press and read, in either language. */
export const checkoutWords = {
  en: {
    add: 'Add to cart',
    name: /^Full name/,
    mobile: /^Mobile number/,
    address: /^Address/,
    thana: /^Thana/,
  },
  bn: { add: 'কার্টে যোগ করুন', name: /^পুরো নাম/, mobile: /^মোবাইল নম্বর/, address: /^ঠিকানা/, thana: /^থানা/ },
} as const;

/**
 * A tyre in the cart, then the site's /order with the delivery details filled in and the way to
 * pay named `payment` (its radio's label) chosen. Answers the checkout's area.
 */
export async function orderScreen(
  page: Page,
  siteUrl: string,
  lang: 'en' | 'bn',
  mobile: string,
  payment: string,
): Promise<Locator> {
  const w = checkoutWords[lang];
  await page.goto(`${siteUrl}/products`);
  const card = page.locator('[data-boundary="catalog"] [data-testid="product-card"]').first();
  await card.getByRole('button', { name: w.add }).click();
  await page.waitForFunction(() =>
    /^[1১]$/.test(document.querySelector('[data-testid="cart-count"]')?.textContent ?? ''),
  );
  await page.goto(`${siteUrl}/order`);
  const checkout = page.locator('[data-boundary="checkout"]');
  await checkout.getByTestId('summary-total').waitFor();
  await checkout.getByLabel(w.name).fill(lang === 'bn' ? 'রহিম উদ্দিন' : 'Rahim Uddin');
  await checkout.getByLabel(w.mobile).fill(mobile);
  await checkout.getByLabel(w.address).fill(lang === 'bn' ? 'বাড়ি ১২, রোড ৫' : 'House 12, Road 5');
  await checkout.getByLabel(w.thana).fill(lang === 'bn' ? 'ধানমন্ডি' : 'Dhanmondi');
  await checkout.getByRole('radio', { name: new RegExp(payment) }).check();
  return checkout;
}
