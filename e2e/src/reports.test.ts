import { downloadedBytes } from './files';
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

    // the sidebar's entry is a link to the screen
    const entry = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' });
    expect(await entry.getAttribute('href')).toBe('/dashboard/reports');
    await entry.click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    expect(await entry.getAttribute('aria-current')).toBe('page');
    const shown = page.getByTestId('report-range');
    const from30 = (await shown.getAttribute('data-from'))!;
    const to = (await shown.getAttribute('data-to'))!;
    expect(from30).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await shown.innerText()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}/);
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
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="report-range"]')?.getAttribute('data-from') !== before,
      from30,
    );
    const from90 = (await shown.getAttribute('data-from'))!;
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
    const bytes = await downloadedBytes(download);
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

  it('an admin in Bangla: the charts wait for the Bengali face and draw in it, the axes and figures in Bengali digits, districts, dates, products and categories in Bangla', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await login(page, site.url, admin.email, admin.password);
    await page.evaluate(() => localStorage.setItem('language', 'bn'));
    await page.goto(`${site.url}/dashboard/reports`);
    await page.getByRole('heading', { level: 1, name: 'রিপোর্ট' }).waitFor();
    await page.getByRole('navigation', { name: 'ড্যাশবোর্ড' }).getByRole('link', { name: 'রিপোর্ট' }).waitFor();
    const chart = page.getByRole('img', { name: 'সময়ের সাথে আয় ও অর্ডার' });
    await chart.waitFor();
    // the canvas is drawn only once the Bengali face can draw (a canvas never redraws for a late font)
    await page.waitForFunction(() => {
      const canvas = document.querySelector('canvas[data-language="bn"]') as HTMLCanvasElement | null;
      return canvas !== null && canvas.width > 0 && document.fonts.check('16px "Noto Sans Bengali"', 'অ');
    });
    const drawnIn = await page.evaluate(() => {
      const probe = document.createElement('canvas').getContext('2d')!;
      const stack = getComputedStyle(document.documentElement).getPropertyValue('--kit-font').trim();
      // a Bengali letter measures differently in the kit's stack than in Chart.js's old default
      probe.font = `12px ${stack}`;
      const kit = probe.measureText('অর্ডার').width;
      probe.font = "12px 'Helvetica Neue', 'Helvetica', 'Arial', sans-serif";
      return { stack, kit, fallback: probe.measureText('অর্ডার').width };
    });
    expect(drawnIn.stack).toMatch(/^'?"?Noto Sans Bengali/);
    expect(drawnIn.kit).not.toBe(drawnIn.fallback);
    const range = await page.getByTestId('report-range').innerText();
    expect(range).toMatch(/^[০-৯]{1,2} \S+ [০-৯]{4} থেকে/);
    expect(range).not.toMatch(/[0-9]/);
    // the figures and the districts' table in Bangla (the demo orders go to Dhaka among others)
    expect(await page.getByTestId('report-orders').innerText()).toMatch(/[০-৯]/);
    const districts = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: 'শীর্ষ জেলা' }) })
      .locator('tbody tr.ant-table-row td:first-child');
    await districts.first().waitFor();
    for (const name of await districts.allInnerTexts()) expect(name).toMatch(/^[\u0980-\u09FF ]+$/);
    // the demo products and categories have Bangla names: the top ones are shown in them
    const card = (heading: string) =>
      page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: heading }) });
    const products = card('শীর্ষ পণ্য').locator('tbody tr.ant-table-row td:first-child');
    await products.first().waitFor();
    for (const title of await products.allInnerTexts()) expect(title).toMatch(/^[\u0980-\u09FF]/);
    const categories = await card('শীর্ষ ক্যাটাগরি').locator('li').allInnerTexts();
    expect(categories.length).toBeGreaterThan(0);
    for (const line of categories) expect(line).toMatch(/^[\u0980-\u09FF][^:A-Za-z]*:/);
    const body = await page.locator('[data-boundary="dashboard"]').innerText();
    expect(body).not.toMatch(/\b(Dhaka|AM|PM)\b/);
    await context.close();
  });
});
