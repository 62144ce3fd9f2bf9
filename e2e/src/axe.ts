// axe-core on the site's pages, for the accessibility tests: evaluated in the page (no browser
// download, nothing added to the site).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type { Site } from './site';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
export async function settle(page: Page, ready?: string): Promise<void> {
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
export async function seriousViolations(page: Page): Promise<string[]> {
  // evaluated through the browser's debugging protocol: the page's CSP refuses inline scripts
  await page.evaluate(await axeSource);
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
export async function checkAll(
  page: Page,
  siteUrl: string,
  paths: Array<[string, string?]>,
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [path, ready] of paths) {
    await page.goto(siteUrl + path);
    await settle(page, ready);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

/**
 * Pages of `site`, each in a context of its own, in a viewport (a laptop's by default) and a
 * language the visitor chose (remembered by the site in localStorage); `close` closes them all.
 */
export function pagesOn(site: () => Site) {
  const contexts: BrowserContext[] = [];
  return {
    async open(viewport = { width: 1366, height: 800 }, language: 'en' | 'bn' = 'en'): Promise<Page> {
      const context = await site().browser.newContext({ viewport });
      contexts.push(context);
      if (language === 'bn') await context.addInitScript(() => localStorage.setItem('language', 'bn'));
      return context.newPage();
    },
    async close(): Promise<void> {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    },
  };
}
