import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll, pagesOn, settle } from './axe';
import { admin, startSite, type Site } from './site';

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

const loginText = {
  en: { email: 'E-mail', password: 'Password', login: 'Login' },
  bn: { email: 'ই-মেইল', password: 'পাসওয়ার্ড', login: 'লগইন' },
};

async function login(page: Page, language: 'en' | 'bn' = 'en', password = admin.password) {
  const text = loginText[language];
  await page.goto(`${site.url}/login`);
  await page.getByLabel(text.email).fill(admin.email);
  await page.getByLabel(text.password).fill(password);
  await page.getByRole('button', { name: text.login, exact: true }).click();
  if (password !== admin.password) return;
  await page.locator('nav .account-menu__toggle').waitFor({ state: 'attached' });
}

describe('axe finds no serious or critical violation', () => {
  it('the profile and the dashboard screens of an admin', async () => {
    const page = await newPage();
    await login(page);
    const found = await checkAll(page, site.url, [
      ['/profile'],
      ['/dashboard', '[data-boundary="dashboard"] h1'],
      ['/dashboard/products', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/products/create', '[data-boundary="dashboard"] form'],
      ['/dashboard/orders', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/bkash', '[data-boundary="dashboard"] [data-testid="bkash-number"]'],
      ['/dashboard/news', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/news/create', '[data-boundary="dashboard"] form'],
      ['/dashboard/video', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/banner', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/gallery', '[data-boundary="dashboard"] .gallery-grid__item'],
      ['/dashboard/requests', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/jobs', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/jobs/create', '[data-boundary="dashboard"] form'],
      ['/dashboard/jobs-request', '[data-boundary="dashboard"] .private-file__pdf'],
      ['/dashboard/vehicles', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/vehicles/models', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/vehicles/fitments', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
    ]);
    expect(found, 'serious or critical axe violations, by page').toEqual({});
  });

  for (const [name, viewport] of [
    ['on a laptop', undefined],
    ['on a phone', phone],
  ] as const) {
    it(`in Bangla ${name}: the profile and dashboard screens of an admin`, async () => {
      const page = await newPage(viewport, 'bn');
      await login(page, 'bn');
      expect(await page.getAttribute('html', 'lang')).toBe('bn');
      // an order of the demo data, and a product's form
      await page.goto(`${site.url}/dashboard/orders`);
      const order = await page
        .locator('[data-boundary="dashboard"] tbody tr.ant-table-row a[href^="/dashboard/orders/"]')
        .first()
        .getAttribute('href');
      await page.goto(`${site.url}/dashboard/products`);
      const product = await page
        .locator('[data-boundary="dashboard"] tbody tr.ant-table-row a[href^="/dashboard/products/update/"]')
        .first()
        .getAttribute('href');
      expect(order).toMatch(/^\/dashboard\/orders\/./);
      expect(product).toMatch(/^\/dashboard\/products\/update\/./);
      const found = await checkAll(page, site.url, [
        ['/profile'],
        ['/dashboard', '[data-boundary="dashboard"] h1'],
        ['/dashboard/products', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
        ['/dashboard/products/create', '[data-boundary="dashboard"] form'],
        [product!, '[data-boundary="dashboard"] form'],
        ['/dashboard/orders', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
        [order!, '[data-boundary="dashboard"] [data-testid="order-status"]'],
        ['/dashboard/reports', '[data-boundary="dashboard"] canvas[data-language="bn"]'],
        ['/dashboard/customers', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
        ['/dashboard/categories', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
        ['/dashboard/news', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
        ['/dashboard/jobs', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
        ['/dashboard/jobs/create', '[data-boundary="dashboard"] form'],
        ['/dashboard/requests', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
        ['/dashboard/jobs-request', '[data-boundary="dashboard"] .private-file__pdf'],
      ]);
      expect(found, 'serious or critical axe violations, by page').toEqual({});
    });
  }
});

describe('the messages of the API in Bangla', () => {
  it('when a Bangla reader gives a wrong password at /login, then the message is in Bangla', async () => {
    const page = await newPage(undefined, 'bn');
    await login(page, 'bn', 'not-the-password-1');
    const alert = page.locator('form [role="alert"]');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('ই-মেইল বা পাসওয়ার্ড ভুল');
    expect(await page.locator('body').innerText()).not.toContain('Wrong e-mail or password');
  });
});

/** Presses Tab until the element matching `selector` has the focus (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 20): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab never reached ${selector}`);
}

/** The focused element, whether it shows a focus ring (:focus-visible with a 2 px+ outline). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { text: '', ring: false };
    const style = getComputedStyle(element);
    return {
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      ring:
        element.matches(':focus-visible') &&
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2,
    };
  });

const shots = process.env.A11Y_SHOTS_DIR;

describe('the keyboard on a phone (390 x 844)', () => {
  it('opens and closes the collapsed nav menu and the Account dropdown, with a visible focus ring', async () => {
    const page = await newPage(phone);
    await login(page);
    await page.goto(site.url);
    await settle(page, '[data-testid="news-card"]');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const about = page.getByRole('link', { name: 'About', exact: true });

    // Tab reaches the toggle, which shows its focus ring; Enter opens the menu
    await tabTo(page, '.nav__toggle');
    expect(await focused(page)).toEqual({ text: 'Menu', ring: true });
    if (shots) await page.screenshot({ path: `${shots}/focus-nav-toggle.png` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await about.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await about.isVisible()).toBe(true);

    // Tab goes into the menu; Escape closes it and gives the focus back to the toggle
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ text: 'Home', ring: true });
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await about.isVisible()).toBe(false);
    expect((await focused(page)).text).toBe('Menu');

    // Space opens it and closes it too
    await page.keyboard.press(' ');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press(' ');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // the Account dropdown inside the open menu: Enter opens, arrows move, Escape closes it only
    await page.keyboard.press('Enter');
    await tabTo(page, '.account-menu__toggle');
    const account = page.getByRole('button', { name: /Account/ });
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.press('Enter');
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toEqual({ text: 'Profile', ring: true });
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).text).toBe('Orders');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).text).toBe('Logout');
    await page.keyboard.press('Escape');
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).text).toMatch(/^Account/);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // Space opens it again, Tab to Profile, Enter follows the link and closes both menus
    await page.keyboard.press(' ');
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Profile');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/profile$/);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // a focused button in the page shows the ring too
    await settle(page);
    await tabTo(page, 'main button', 40);
    expect((await focused(page)).ring).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/focus-button.png` });
  });
});
