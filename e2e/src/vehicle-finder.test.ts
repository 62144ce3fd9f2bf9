// Issue 24, find a tyre by vehicle: from the home page's finder to a front and rear pair in the
// cart, the choice in a shareable URL and remembered on the browser; and the dashboard's CSV
// import of fitments, all or nothing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, adminToken, startSite, type Site } from './site';
import { login } from './pages';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const pulsarUrl = '/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019';

/** The option shown as chosen in a select. */
const chosen = (page: Page, select: string) =>
  page
    .getByRole('combobox', { name: select })
    .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');

describe('a rider who knows the motorcycle, not its tyre sizes', () => {
  it('chooses Bajaj → Pulsar 150 → 2019 in the home page’s finder, sees the front and rear sizes with their tyres and puts a pair in the cart', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.url);
    await expect(page.getByTestId('cart-count').innerText()).resolves.toBe('0');

    const widget = page.locator('[data-boundary="catalog"]').filter({ has: page.getByRole('tablist') });
    await widget.getByRole('tab', { name: 'By vehicle' }).click();
    const form = widget.getByRole('form', { name: 'Find tyres by vehicle' });
    const type = form.getByRole('combobox', { name: 'Vehicle type' });
    await type.locator('option', { hasText: 'Motorcycle' }).waitFor({ state: 'attached' });
    expect(await form.getByRole('combobox', { name: 'Make' }).isDisabled()).toBe(true);
    await type.selectOption({ label: 'Motorcycle' });
    const make = form.getByRole('combobox', { name: 'Make' });
    await make.locator('option', { hasText: 'Bajaj' }).waitFor({ state: 'attached' });
    await make.selectOption({ label: 'Bajaj' });
    const model = form.getByRole('combobox', { name: 'Model' });
    await model.locator('option', { hasText: 'Pulsar 150' }).waitFor({ state: 'attached' });
    await model.selectOption({ label: 'Pulsar 150' });
    await form.getByRole('combobox', { name: 'Year' }).selectOption('2019');
    await form.getByRole('button', { name: 'Find tyres' }).click();
    await page.waitForURL(`${site.url}${pulsarUrl}`);

    await page.getByRole('heading', { level: 1, name: 'Tyres for Bajaj Pulsar 150 (2019)' }).waitFor();
    const front = page.getByTestId('fitment-front');
    const rear = page.getByTestId('fitment-rear');
    await expect(front.getByRole('heading', { level: 2 }).innerText()).resolves.toBe('Front tyre: 90/90-17');
    await expect(rear.getByRole('heading', { level: 2 }).innerText()).resolves.toBe('Rear tyre: 120/80-17');
    expect(await front.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await rear.getByTestId('product-card').count()).toBeGreaterThan(0);

    // the pair: one front and one rear tyre in one action
    const pair = page.getByRole('region', { name: 'Add a pair' });
    const frontTitle = (await chosen(page, 'Front tyre')).split(' — ')[0]!;
    const rearTitle = (await chosen(page, 'Rear tyre')).split(' — ')[0]!;
    expect(frontTitle).toContain('90/90-17');
    expect(rearTitle).toMatch(/120\/80-17|100\/90-17/);
    await pair.getByRole('button', { name: 'Add the pair to cart' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '2',
    );

    await page.getByRole('link', { name: /^Cart/ }).click();
    const lines = page.locator('[data-boundary="checkout"] [data-testid="cart-line"]');
    await lines.first().waitFor();
    const cart = await lines.allInnerTexts();
    expect(cart).toHaveLength(2);
    expect(cart.some((line) => line.includes(frontTitle))).toBe(true);
    expect(cart.some((line) => line.includes(rearTitle))).toBe(true);

    // remembered on this browser: the home page's finder offers it
    await page.goto(site.url);
    const offer = page.locator('.my-vehicle');
    await expect(offer.innerText()).resolves.toContain('My vehicle: Bajaj Pulsar 150 (2019)');
    await offer.getByRole('link', { name: 'Show its tyres' }).click();
    await page.waitForURL(`${site.url}${pulsarUrl}`);
    await context.close();
  });

  it('shares the choice by URL: another browser opens the same vehicle, its selects restored, its fitment in the page itself', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const fitmentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/vehicles/fitment?')) fitmentRequests.push(request.url());
    });
    await page.goto(`${site.url}${pulsarUrl}`);
    await page.getByRole('heading', { level: 1, name: 'Tyres for Bajaj Pulsar 150 (2019)' }).waitFor();
    expect(await page.getByRole('tab', { name: 'By vehicle' }).getAttribute('aria-selected')).toBe('true');
    await page.waitForFunction(
      () => (document.querySelector('select[name="year"]') as HTMLSelectElement | null)?.value === '2019',
    );
    await expect(chosen(page, 'Vehicle type')).resolves.toBe('Motorcycle');
    await expect(chosen(page, 'Make')).resolves.toBe('Bajaj');
    await expect(chosen(page, 'Model')).resolves.toBe('Pulsar 150');
    // the site server asked it for the page's first paint and the page carries that answer: the
    // browser asks nothing
    expect(fitmentRequests).toEqual([]);
    await context.close();
  });

  it('in Bangla, the vehicle reads by its Bangla names', async () => {
    const context = await site.browser.newContext({ locale: 'bn-BD' });
    const page = await context.newPage();
    await page.goto(`${site.url}${pulsarUrl}`);
    await page.getByRole('heading', { level: 1, name: 'বাজাজ পালসার ১৫০ (২০১৯)-এর টায়ার' }).waitFor();
    await context.close();
  });
});

describe('an admin importing fitments', () => {
  it('sees a file with a wrong line refused by its line number with nothing imported, then imports a good file', async () => {
    const token = await adminToken(site);
    const count = async () =>
      Number(
        (
          await fetch(`${site.apiUrl}/vehicles/fitments?size=1`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).headers.get('x-total-count'),
      );
    const before = await count();
    const page = await (await site.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    await login(page, site.url, admin.email, admin.password);
    await page.goto(`${site.url}/dashboard/vehicles`);
    await page.getByRole('heading', { level: 1, name: 'Vehicle makes' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Vehicle screens' })
      .getByRole('link', { name: 'Fitments' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Fitments' }).waitFor();

    const panel = page.getByRole('region', { name: 'Import fitments from a CSV file' });
    const header = 'make,model,yearFrom,yearTo,position,size,alternatives';
    await panel.getByLabel('CSV file').setInputFiles({
      name: 'fitments-bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [header, 'Bajaj,Pulsar 150,2024,,front,100/80-17,', 'Bajaj,Pulsar 150,2024,,middle,130/70-17,'].join(
          '\n',
        ),
      ),
    });
    await panel.getByRole('button', { name: 'Import' }).click();
    const refused = panel.getByRole('alert');
    await refused.getByText('Nothing was imported: the file has wrong lines (1)').waitFor();
    await expect(refused.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      'Line 3, position: must be front, rear or all',
    ]);
    expect(await count()).toBe(before);

    await panel.getByLabel('CSV file').setInputFiles({
      name: 'fitments-good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [header, 'Bajaj,Pulsar 150,2024,,front,100/80-17,', 'Bajaj,Pulsar 150,2024,,rear,130/70-17,'].join(
          '\n',
        ),
      ),
    });
    await panel.getByRole('button', { name: /Import$/ }).click();
    await panel
      .getByRole('status')
      .getByText('Imported 2 rows: 2 added, 0 updated, 0 unchanged, 0 removed.')
      .waitFor();
    expect(await count()).toBe(before + 2);

    // and the export downloads the CSV with the admin's token
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^fitments-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
