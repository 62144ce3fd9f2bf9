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
