import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './pages';
import { admin, startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

/** Every `securitypolicyviolation` the page reports, recorded from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations ?? []);
}

/** Opens a page of the site and waits until its screen has drawn and the network is quiet. */
async function open(page: Page, path: string, ready: string) {
  await page.goto(`${site.url}${path}`);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the shell page’s security policy', () => {
  it('when the shell page is asked, then it carries a strict CSP, the referrer and the permissions policies', async () => {
    const res = await fetch(`${site.url}/products`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'self'/);
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    // the remotes' origins, from the runtime config
    for (const port of Object.values(site.ports)) expect(scripts).toContain(`http://127.0.0.1:${port}`);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  });

  it('when a visitor opens the public pages, then no script, style, picture or call breaks the policy', async () => {
    const page = await (await site.browser.newContext()).newPage();
    const violations = await watchViolations(page);
    await open(page, '/', '[data-boundary="content"]');
    await open(page, '/products', '[data-boundary="catalog"] [data-testid="product-card"]');
    await page.locator('[data-testid="product-card"] a').first().click();
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await open(page, '/finder', '[data-boundary="catalog"]');
    await open(page, '/news', '[data-boundary="content"] [data-testid="news-card"]');
    await open(page, '/gallery', '[data-boundary="content"]');
    await open(page, '/career', '[data-boundary="content"]');
    await open(page, '/dealer', '[data-boundary="content"] form');
    await open(page, '/contact', '[data-boundary="content"]');
    await open(page, '/cart', '[data-boundary="checkout"]');
    await open(page, '/products?lang=bn', '[data-boundary="catalog"] [data-testid="product-card"]');
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('when an admin works in the dashboard, then nothing breaks the policy', async () => {
    const page = await (await site.browser.newContext()).newPage();
    const violations = await watchViolations(page);
    await login(page, site.url, admin.email, admin.password);
    for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/products', '/dashboard/reports']) {
      await open(page, path, '[data-boundary="dashboard"] h1, [data-boundary="dashboard"] h2');
    }
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('when an inline script is slipped into the page, then the browser refuses it and reports it', async () => {
    const page = await (await site.browser.newContext()).newPage();
    const violations = await watchViolations(page);
    await open(page, '/products', '[data-boundary="catalog"] [data-testid="product-card"]');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((v) => v.startsWith('script-src-elem'))).toBe(true);
    await page.context().close();
  });
});
