// Issue 42, find a dealer: a visitor on a phone filters the demo dealers by district and service
// (truck tyres), finds one to call, sorts by distance with the browser's location (asked only
// when pressed), opens the dealer's page with its authorisation number, and checks whether a
// shop is authorised.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver } from './pages';
import { startSite, type Site } from './site';

// axe-core is evaluated in the page (no browser download, nothing added to the site).
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical violations axe finds on the page, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(await axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown }> } }
    ).axe;
    return (await axe.run(document)).violations;
  })) as Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, nodes }) => nodes.map(({ target }) => `${id}: ${target.map(String).join(' >> ')}`));
}

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const phone = { width: 390, height: 844 };
/** The Banani truck stand at Bogura: where the visitor stands. */
const bogura = { latitude: 24.8152, longitude: 89.3851 };

describe('a truck driver looking for a dealer on a phone', () => {
  it('filters by district and truck tyres, calls a dealer, sorts nearest first with km and opens its page', async () => {
    const context = await site.browser.newContext({
      viewport: phone,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      geolocation: bogura,
      permissions: ['geolocation'],
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/dealers`);
      await page.getByRole('heading', { level: 1, name: 'Find a dealer' }).waitFor();
      await appTookOver(page);
      await page.getByTestId('dealer-card').first().waitFor();

      await page.getByRole('combobox', { name: 'District' }).selectOption({ label: 'Bogura' });
      await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Truck & bus tyres' });
      await page.waitForURL(/district=Bogura.*service=truck-tyres/);
      const card = page.getByTestId('dealer-card').filter({ hasText: 'Banani Truck Tyre House' });
      await card.waitFor();
      // the list of every district may still be shown for a moment while the filtered one loads
      await expect.poll(() => page.getByTestId('dealer-card').count()).toBe(1);
      const call = card.getByRole('link', { name: /^Call 01\d{3}-\d{6}, Banani Truck Tyre House$/ });
      expect(await call.getAttribute('href')).toMatch(/^tel:\+8801\d{9}$/);
      expect(
        await card.getByRole('link', { name: /Directions to Banani Truck Tyre House/ }).getAttribute('href'),
      ).toBe('https://www.google.com/maps/dir/?api=1&destination=24.8152,89.3851');
      // the page fits a phone: nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );

      // nearest first, among every truck-tyre dealer
      await page.getByRole('combobox', { name: 'District' }).selectOption({ label: 'All districts' });
      await page.getByRole('button', { name: 'Dealers near me' }).click();
      await page.getByText('Nearest first from your location.').waitFor();
      const first = page.getByTestId('dealer-card').first();
      // the list sorted by name may still be shown for a moment while the nearest-first one loads
      await expect
        .poll(() => first.getByRole('heading', { level: 2 }).innerText())
        .toBe('Banani Truck Tyre House');
      await expect(first.getByText(/^0 km away$/).count()).resolves.toBe(1);
      await expect(page.getByTestId('dealer-card').nth(1).innerText()).resolves.toMatch(/\d+(\.\d)? km away/);

      await first.getByRole('link', { name: 'Banani Truck Tyre House', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Banani Truck Tyre House' }).waitFor();
      expect(await page.getByTestId('auth-number').innerText()).toMatch(/^TBD-\d{4}-\d{4}$/);
      await expect(page.title()).resolves.toContain('Banani Truck Tyre House');
    } finally {
      await context.close();
    }
  });

  it('checks whether a shop is authorised by its number, and hears when it is not', async () => {
    const context = await site.browser.newContext({
      viewport: phone,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/dealers`);
      await appTookOver(page);
      const field = page.getByRole('textbox', { name: 'Authorisation or phone number' });
      await field.fill('TBD-2025-0025');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByText(/in Bogura is our authorised dealer \(number TBD-2025-0025\)/).waitFor();
      await field.fill('TBD-1999-0001');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByText('TBD-1999-0001 is not an authorised dealer', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('has /dealers and the dealer pages in the sitemap, and a TireShop on a dealer page', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${site.url}/dealers</loc>`);
    expect(sitemap).toContain(`<loc>${site.url}/dealers/banani-truck-tyre-house</loc>`);
    const html = await (await fetch(`${site.url}/dealers/banani-truck-tyre-house`)).text();
    expect(html).toContain('"@type":"TireShop"');
    expect(html).toContain(
      '<meta property="og:title" content="Banani Truck Tyre House · Dealers · Tyre Bangladesh">',
    );
  });

  it('fits a 320 px phone and has no serious accessibility problem, in English and Bangla', async () => {
    for (const lang of ['en', 'bn']) {
      const context = await site.browser.newContext({
        viewport: { width: 320, height: 640 },
        isMobile: true,
      });
      try {
        const page = await context.newPage();
        for (const path of [
          `/dealers?lang=${lang}&check=TBD-2025-0025`,
          `/dealers/banani-truck-tyre-house?lang=${lang}`,
        ]) {
          await page.goto(site.url + path);
          await appTookOver(page);
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          await page.waitForFunction(
            () => document.querySelectorAll('[aria-busy="true"], .kit-placeholder').length === 0,
          );
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
            320,
          );
          expect(await seriousViolations(page), path).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }
  });
});
