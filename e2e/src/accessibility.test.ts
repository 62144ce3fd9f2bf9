import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startSite, type Site } from './site';

// axe-core is injected as a script into the page (no browser download, nothing added to the site).
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const phone = { width: 390, height: 844 };
const contexts: BrowserContext[] = [];
async function newPage(viewport = { width: 1366, height: 800 }): Promise<Page> {
  const context = await site.browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
});

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Waits for the page's content (a level-1 heading, no loading placeholder, network quiet). */
async function settle(page: Page, ready?: string): Promise<void> {
  await page
    .locator(ready ?? 'h1')
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-busy="true"], .kit-placeholder').length === 0,
  );
}

/** The serious and critical violations axe finds on the page, one line per element, fixable. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[])
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, impact, help, nodes }) =>
      nodes.map(
        ({ target, failureSummary }) =>
          `[${impact}] ${id}: ${help} — ${target.map(String).join(' >> ')}` +
          (failureSummary ? ` (${failureSummary.replace(/\s+/g, ' ').trim()})` : ''),
      ),
    );
}

/** Visits each path, waits for its content, and answers the violations found, by path. */
async function checkAll(page: Page, paths: Array<[string, string?]>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [path, ready] of paths) {
    await page.goto(site.url + path);
    await settle(page, ready);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

async function login(page: Page) {
  await page.goto(`${site.url}/login`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Account/, includeHidden: true })
    .waitFor({ state: 'attached' });
}

describe('axe finds no serious or critical violation', () => {
  for (const [name, viewport] of [
    ['on a laptop', undefined],
    ['on a phone', phone],
  ] as const) {
    it(`${name}: the public pages`, async () => {
      const page = await newPage(viewport);
      await page.goto(`${site.url}/products`);
      const card = page.locator('[data-testid="product-card"]').first();
      await card.waitFor();
      const product = (await card.locator('h3 a').getAttribute('href')) ?? '';
      expect(product).toMatch(/^\/products\//);
      await card.getByRole('button', { name: 'Add to cart' }).click();

      const found = await checkAll(page, [
        ['/', '[data-testid="news-card"]'],
        ['/products', '[data-testid="product-card"]'],
        [product],
        ['/finder'],
        ['/cart', '[data-testid="cart-line"]'],
        ['/login'],
        ['/register'],
      ]);
      expect(found, 'serious or critical axe violations, by page').toEqual({});
    });
  }

  it('the profile and the dashboard screens of an admin', async () => {
    const page = await newPage();
    await login(page);
    const found = await checkAll(page, [
      ['/profile'],
      ['/dashboard', '[data-boundary="dashboard"] h1'],
      ['/dashboard/products', '[data-boundary="dashboard"] tbody tr.ant-table-row'],
      ['/dashboard/products/create', '[data-boundary="dashboard"] form'],
    ]);
    expect(found, 'serious or critical axe violations, by page').toEqual({});
  });
});
