// The catalogue from the admin's side: a product made in the dashboard (with a real PNG) is on
// /products and in /finder for visitors; a customer's token is refused by the writes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startSite, type Site } from './site';
import { pngImage } from './files';
import { login } from './pages';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

/** Pick an option of an antd select by the select's label. */
async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

const title = 'Trailblazer E2E 90/90-17 TT';

describe('catalogue administration', () => {
  it('an admin creates a product with an image in the dashboard; visitors find it on /products and in /finder', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await login(page, site.url, admin.email, admin.password);
    await page.goto(`${site.url}/dashboard/products`);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.waitFor();
    // an entry's label without its count of new items ("Orders" of "Orders 2, 2 new")
    const labels = (await sidebar.getByRole('menuitem').allInnerTexts()).map((text) =>
      text.replace(/\s*\d*\s*,\s*\d+ new$/, '').trim(),
    );
    expect(labels).toEqual([
      'Home',
      'Products',
      'Orders',
      'Payments',
      'Messages',
      'Couriers',
      'Users',
      'Categories',
      'Reports',
      'News',
      'Video',
      'Banner',
      'Dealer Requests',
      'Dealers',
      'Tyre Range',
      'Tyre Size',
      'Vehicles',
      'Arrivals',
      'Gallery',
      'bKash',
      'Jobs',
      'Job Requests',
      'Make Admin',
      'Backups',
    ]);
    await page.getByRole('button', { name: 'New product' }).click();
    await page.waitForURL(/\/dashboard\/products\/create$/);

    await page.getByLabel('Title', { exact: true }).fill(title);
    await choose(page, 'Category', 'Motorcycle');
    await choose(page, 'Rim', '17"');
    await choose(page, 'Tyre size', '90/90-17');
    await page.getByLabel('Load index').fill('51');
    await page.getByLabel('Regular price (BDT)').fill('3450');
    await page.getByLabel('Discount (BDT off)').fill('250');
    await page
      .getByRole('status', { name: 'Computed price' })
      .getByText('BDT 3,200/- (BDT 250/- off)')
      .waitFor();
    await page.getByLabel('Stock').fill('24');
    await page.getByLabel('Shipping inside Dhaka (BDT)').fill('80');
    await page.getByLabel('Shipping outside Dhaka (BDT)').fill('150');
    await page.getByLabel('Features').fill('Deep centre groove\nHolds the road in the monsoon');
    await page
      .locator('.ant-form-item', { has: page.getByText('Thumbnail image', { exact: true }) })
      .locator('input[type=file]')
      .setInputFiles({ name: 'trailblazer.png', mimeType: 'image/png', buffer: pngImage(64, 64) });
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.locator('.Toastify').getByText('Product created').waitFor();
    await page.waitForURL(/\/dashboard\/products$/);
    const cell = page.getByRole('cell', { name: title, exact: true });
    await cell.waitFor();
    const row = page.getByRole('row').filter({ has: cell });
    expect(await row.locator('img').getAttribute('src')).toMatch(/\/api\/v1\/files\/.+/);

    // a visitor (no session) finds it in the catalogue and the finder
    const visitor = await (await site.browser.newContext()).newPage();
    await visitor.goto(`${site.url}/products`);
    await visitor.getByRole('searchbox', { name: 'Search products' }).fill('Trailblazer');
    await visitor.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await visitor.getByText(title).first().waitFor();

    await visitor.goto(`${site.url}/finder`);
    const finder = visitor.getByRole('form', { name: 'Tyre finder' });
    await finder.getByLabel('Category').selectOption({ label: 'Motorcycle' });
    await finder.getByLabel('Rim').selectOption({ label: '17 inch' });
    await finder.getByLabel('Tyre size').selectOption({ label: '90/90-17' });
    await finder.getByRole('button', { name: 'Find tyres' }).click();
    await visitor.waitForURL(/\/finder\?.*tyreSize=/);
    await visitor.getByText(title).first().waitFor();
    await page.context().close();
    await visitor.context().close();
  });

  it('a customer’s token is refused (403) by the catalogue writes the API tests leave out', async () => {
    // The API's own tests check 403 for a customer on every other catalogue write; these two
    // (deleting a tyre size, removing a new arrival) are checked there only without a token.
    const page = await (await site.browser.newContext()).newPage();
    await login(page, site.url, 'rahim@example.com.bd', 'customer123');
    const [size] = (await (await fetch(`${site.apiUrl}/size?category=motorcycle`)).json()) as Array<{
      _id: string;
    }>;
    const [arrival] = (await (await fetch(`${site.apiUrl}/arrivals/all`)).json()) as Array<{ _id: string }>;
    const statuses = await page.evaluate(
      async ({ api, paths }) => {
        const { token } = JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string };
        const answers = [];
        for (const path of paths) {
          answers.push(
            (await fetch(api + path, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }))
              .status,
          );
        }
        return answers;
      },
      { api: site.apiUrl, paths: [`/size/${size?._id}`, `/arrivals/${arrival?._id}`] },
    );
    expect(statuses).toEqual([403, 403]);
    expect(
      ((await (await fetch(`${site.apiUrl}/arrivals/all`)).json()) as Array<{ _id: string }>)[0]?._id,
    ).toBe(arrival?._id);
    await page.context().close();
  });
});
