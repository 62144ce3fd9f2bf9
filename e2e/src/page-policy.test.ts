import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Serving } from '@tyre/site-server';
import { appTookOver, login } from './pages';
import { admin, adminCall, adminToken, startSite, type Site } from './site';

/**
 * The catalogue this file serves: its real build, in a version whose server renderer lost the
 * escaping of what it renders (a `<script>` an admin wrote comes out as a script), as a future
 * escaping bug in any app's renderer would. Every other part of its output is the real renderer's.
 */
const catalogDir = join(mkdtempSync(join(tmpdir(), 'page-policy-catalog-')), 'dist');
const unescapingRenderer = String.raw`
;(function (renderer) {
  var render = renderer.render;
  renderer.render = function (input) {
    var html = render.call(renderer, input);
    return html && html.replace(/&lt;script&gt;([\s\S]*?)&lt;\/script&gt;/g, '<script>$1</script>');
  };
})(firstPaint.renderer);
`;

let site: Site;
let catalog: Serving | undefined;
beforeAll(async () => {
  site = await startSite({ skip: ['catalog'] });
  cpSync(new URL('../../mf-catalog/dist/', import.meta.url), catalogDir, { recursive: true });
  appendFileSync(join(catalogDir, 'server/first-paint.js'), unescapingRenderer);
  catalog = await serve({ root: catalogDir, port: site.ports.catalog });
});
afterAll(async () => {
  await catalog?.close();
  await site?.stop();
  rmSync(join(catalogDir, '..'), { recursive: true, force: true });
});

/** The CSP source that would allow the inline script `body`. */
const createHashSource = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

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

  it('when the home video is YouTube’s or Vimeo’s, then the home page, its poster and its player break no policy', async () => {
    const videos = [
      {
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        player: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?',
        poster: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/',
      },
      { url: 'https://vimeo.com/76979871', player: 'https://player.vimeo.com/video/76979871?', poster: null },
    ];
    for (const video of videos) {
      // set by the admin API: an active video makes the others inactive
      await adminCall(site, 'POST', '/video', { url: video.url, status: 'active' });
      const page = await (
        await site.browser.newContext({ viewport: { width: 1366, height: 800 } })
      ).newPage();
      const violations = await watchViolations(page);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.goto(site.url);
      await page.locator('[data-boundary="content"]').first().waitFor();
      const play = page.getByRole('button', { name: 'Play the video' });
      // the poster is lazy: asked for once near the screen (this machine may have no way out: a
      // failed picture is no violation, a refused one is)
      await play.scrollIntoViewIfNeeded();
      if (video.poster)
        await expect
          .poll(
            async () => asked.some((url) => url.startsWith(video.poster)) || (await violations()).length,
            {
              timeout: 10_000,
            },
          )
          .toBeTruthy();
      await play.click();
      const player = page.getByTestId('video-player');
      expect(await player.getAttribute('src')).toMatch(
        new RegExp(`^${video.player.replace(/[.?]/g, '\\$&')}`),
      );
      // the frame's navigation went (or failed to go) somewhere: a refused frame has been reported by then
      await (await player.elementHandle())?.contentFrame().then((frame) => frame?.waitForLoadState());
      expect(await violations(), video.url).toEqual([]);
      if (!video.poster) expect(asked.filter((url) => /vimeocdn|ytimg/.test(url))).toEqual([]);
      await page.context().close();
    }
  });

  it('when a painted area carries a <script> (an admin’s text that a renderer failed to escape), then the browser refuses it and reports it, and the page’s own scripts run', async () => {
    // a product no page of this file has painted yet (the server keeps an answer for a minute)
    const products = (await (await fetch(`${site.apiUrl}/products?size=8`)).json()) as Array<{
      slug: string;
    }>;
    const slug = products.at(-1)!.slug;
    const slipped = 'window.__injected=1';
    const form = new FormData();
    form.set('description', `Grips in the rain. <script>${slipped}</script>`);
    const changed = await fetch(`${site.apiUrl}/products/${encodeURIComponent(slug)}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await adminToken(site)}` },
      body: form,
    });
    expect(changed.status).toBe(200);
    const path = `/products/${encodeURIComponent(slug)}`;
    // the page as the server sends it: the admin's script in the painted area, not allowed by the policy
    let csp = '';
    await expect
      .poll(
        async () => {
          const response = await fetch(`${site.url}${path}`, { headers: { 'Accept-Language': 'en' } });
          csp = response.headers.get('content-security-policy') ?? '';
          return (await response.text()).split('<div id="root">')[1] ?? '';
        },
        { timeout: 15_000 },
      )
      .toContain(`<script>${slipped}</script>`);
    expect(csp).not.toContain(createHashSource(slipped));

    const page = await (await site.browser.newContext()).newPage();
    const violations = await watchViolations(page);
    await page.goto(`${site.url}${path}`);
    // the server's own scripts ran: the app took over the painted page and shows the product
    await appTookOver(page);
    await page.locator('[data-boundary="catalog"] h1').first().waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
    ).toBeUndefined();
    expect(await violations()).toEqual([expect.stringMatching(/^script-src-elem inline at .*\/products\//)]);
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
