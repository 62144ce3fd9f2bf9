import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startSite, type Site } from './site';
import { login, mainNav, register } from './pages';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const customer = {
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com.bd',
  mobile: '01712345678',
  password: 'nusrat-pass-1',
};
const nav = mainNav;

describe('accounts', () => {
  it('registers, logs out and logs in again; the session survives a reload', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await register(page, site.url, customer);
    expect(await nav(page).getByRole('link', { name: 'Login/Reg' }).count()).toBe(0);
    expect(await nav(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? 'null') as { role?: string; token?: string } | null,
    );
    expect(stored?.role).toBe('user');
    expect(stored?.token).toBeTruthy();

    await page.reload();
    await nav(page)
      .getByRole('button', { name: /Account/ })
      .click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(customer.name);

    await nav(page)
      .getByRole('button', { name: /Account/ })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await nav(page).getByRole('link', { name: 'Login/Reg' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await page.goto(`${site.url}/login`);
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
    await login(page, site.url, customer.email, customer.password);
    await page.context().close();
  });

  it('changing the password keeps this browser signed in and ends the session of another browser', async () => {
    const user = {
      name: 'Pass Changer',
      email: 'changer@example.com.bd',
      mobile: '01712345699',
      password: 'old-pass-123',
    };
    const here = await (await site.browser.newContext()).newPage();
    await register(here, site.url, user);
    const elsewhere = await (await site.browser.newContext()).newPage();
    await login(elsewhere, site.url, user.email, user.password);

    const tokenOf = (page: Page) =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { token?: string })?.token);
    const before = await tokenOf(here);
    await here.goto(`${site.url}/profile`);
    await here.getByLabel('Current password').fill(user.password);
    await here.getByLabel('New password').fill('new-pass-456');
    await here.getByRole('button', { name: 'Change password' }).click();
    await here.getByText('Password changed.').waitFor();
    expect(await tokenOf(here)).not.toBe(before);

    await here.reload();
    await expect(here.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(user.name);
    await elsewhere.goto(`${site.url}/profile`);
    await elsewhere.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(await tokenOf(elsewhere)).toBeUndefined();
    await here.context().close();
    await elsewhere.context().close();
  });

  it('a customer cannot open any dashboard route, /dashboard/arrivals included', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await login(page, site.url, 'rahim@example.com.bd', 'customer123');
    for (const path of ['/dashboard', '/dashboard/customers', '/dashboard/arrivals']) {
      await page.goto(site.url + path);
      await page.getByTestId('dashboard-forbidden').waitFor();
      expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    }
    await page.context().close();
  });

  it('a visitor who opens the dashboard is sent to the login page', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${site.url}/dashboard/arrivals`);
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('an admin sees Dashboard, its sections and the users, and the search goes to the products', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await login(page, site.url, admin.email, admin.password);
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.waitFor();
    // the sections built so far, in the spec's order and labels
    const specOrder = [
      'Home',
      'Products',
      'Orders',
      // the online payments of issue 40, beside the orders
      'Payments',
      // the outbox and the couriers of issue 23, beside the orders
      'Messages',
      'Couriers',
      'Users',
      'Categories',
      'Reports',
      'News',
      'Video',
      'Banner',
      'Dealer Requests',
      // the authorised dealers (issue 42), beside their requests
      'Dealers',
      'Tire Range',
      'Tire Size',
      // the vehicle finder's makes, models and fitments (issue 24), beside the sizes
      'Vehicles',
      'Arrivals',
      'Gallery',
      'bKash',
      'Jobs',
      'Job Requests',
      'Make Admin',
      // running the shop (issue 25)
      'Backups',
    ];
    // an entry's label without its count of new items ("Orders" of "Orders 2, 2 new")
    const listed = (await sidebar.getByRole('menuitem').allInnerTexts()).map((label) =>
      label.replace(/\s*\d*\s*,\s*\d+ new$/, '').trim(),
    );
    expect(listed).toEqual(expect.arrayContaining(['Home', 'Products', 'Users', 'Make Admin']));
    const same = (a: string, b: string) =>
      a.toLowerCase().replace('tyre', 'tire') === b.toLowerCase().replace('tyre', 'tire');
    const positions = listed.map((label) => specOrder.findIndex((spec) => same(spec, label)));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await sidebar.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('cell', { name: 'rahim@example.com.bd' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search products' }).fill('   ');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    expect(new URL(page.url()).pathname).toBe('/dashboard/customers');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('  radial  ');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(/\/dashboard\/products\?search=radial$/);

    await page.goto(`${site.url}/dashboard/no-such-section`);
    await page.getByTestId('dashboard-not-found').waitFor();
    await page.getByText('Copyright © 2022').waitFor();
    await page.context().close();
  });
});
