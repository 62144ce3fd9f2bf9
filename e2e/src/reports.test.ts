import { readFile } from 'node:fs/promises';
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

/** A report straight from the API, with an admin token: what the screen should show. */
async function report<T>(route: string): Promise<T> {
  const token = await adminToken(site);
  const res = await fetch(`${site.apiUrl}${route}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const lakh = (n: number) => `BDT ${new Intl.NumberFormat('en-IN').format(n)}/-`;

describe('reports, end to end', () => {
  it('an admin opens reports, sees the figures of the demo orders, changes the period and downloads the CSV', async () => {
    const page = await (await site.browser.newContext({ acceptDownloads: true })).newPage();
    await login(page, site.url, admin.email, admin.password);

    // the chart library is not loaded by other dashboard screens
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${site.url}/dashboard/orders`);
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    const beforeReports = scripts.length;

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('menuitem', { name: 'Reports' })
      .click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    const range = (await page.getByTestId('report-range').innerText()).match(
      /(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/,
    )!;
    const [, from30, to] = range;
    const last30 = await report<{ totals: { revenue: number; orders: number } }>(
      `/reports/summary?from=${from30}&to=${to}`,
    );
    expect(last30.totals.orders).toBeGreaterThan(0);
    await page.getByTestId('report-revenue').getByText(lakh(last30.totals.revenue)).waitFor();
    await page.getByTestId('report-orders').getByText(String(last30.totals.orders)).waitFor();
    // the charts are drawn, from a chunk fetched only now
    await page.getByRole('img', { name: 'Revenue and orders over time' }).waitFor();
    expect(scripts.length).toBeGreaterThan(beforeReports);

    // Last 90 days holds every demo order that is not cancelled
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByTitle('Last 90 days').click();
    await page
      .getByTestId('report-range')
      .getByText(/^\d{4}-\d{2}-\d{2} to/)
      .waitFor();
    const [, from90] = (await page.getByTestId('report-range').innerText()).match(/(\d{4}-\d{2}-\d{2}) to/)!;
    expect(from90 < from30!).toBe(true);
    const last90 = await report<{ totals: { revenue: number; orders: number } }>(
      `/reports/summary?from=${from90}&to=${to}`,
    );
    expect(last90.totals.orders).toBeGreaterThan(last30.totals.orders);
    await page.getByTestId('report-revenue').getByText(lakh(last90.totals.revenue)).waitFor();

    // the CSV: a download with the BOM and the header row
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-${from90}-to-${to}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Order reference,Date \(Dhaka\),Status,Payment type,/);
    expect(lines.length).toBeGreaterThan(last90.totals.orders);

    // on a phone the screen fits without sideways scroll
    await page.setViewportSize({ width: 390, height: 844 });
    // (the charts redraw at the new width on their next resize observation)
    await page
      .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, {
        timeout: 5000,
      })
      .catch(() => undefined);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
