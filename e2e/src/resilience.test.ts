import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenRemote, hangingServer, serveRemote, startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  // the catalogue starts down: nothing listens on its port
  site = await startSite({ skip: ['catalog'] });
});
afterAll(async () => {
  await site?.stop();
});

/** The failing area must show its retry within the spec's 10 s. */
const areaBound = 10_000;

describe('a remote that fails', () => {
  it('when it is down, then only its area fails, and a retry works once it is back', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(site.url);
    const started = Date.now();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: areaBound });
    expect(Date.now() - started).toBeLessThan(areaBound);
    // the rest of the page works
    await page.locator('[data-boundary="content"] [data-testid="news-card"]').first().waitFor();
    await page.locator('footer.site-footer').getByText('Head office').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await page
      .locator('[data-boundary="content"]')
      .getByRole('heading', { name: 'News', level: 1 })
      .waitFor();

    await page.goto(`${site.url}/products`);
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: areaBound });
    site.remotes.catalog = await serveRemote('catalog', site.ports.catalog);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-boundary="catalog"] [data-testid="product-card"]').first().waitFor();
    await page.context().close();
  });

  it('when it accepts connections and never answers, then its area fails within 10 s and recovers after a retry', async () => {
    await site.remotes.catalog?.close();
    delete site.remotes.catalog;
    const hanging = await hangingServer(site.ports.catalog);
    try {
      const page = await (await site.browser.newContext()).newPage();
      await page.goto(site.url);
      // other areas do not wait for the hanging one
      await page
        .locator('[data-boundary="content"] [data-testid="news-card"]')
        .first()
        .waitFor({ timeout: areaBound });
      const started = Date.now();
      await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: areaBound });
      expect(Date.now() - started).toBeLessThan(areaBound);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await page.getByRole('heading', { name: 'About us' }).waitFor();
      await page.goBack();
      await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: areaBound });

      await hanging.close();
      site.remotes.catalog = await serveRemote('catalog', site.ports.catalog);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator('[data-boundary="catalog"] [data-testid="product-card"]').first().waitFor();
      await page.context().close();
    } finally {
      await hanging.close().catch(() => undefined);
    }
  });

  it.each([
    ['a script chunk (ChunkLoadError)', /__federation_expose_routes\.[0-9a-f]+\.js$/],
    ['a stylesheet (fetched by the federation runtime)', /\.css$/],
  ])('when %s fails to load, then a reload prompt shows', async (_what, broken) => {
    await site.remotes.catalog?.close();
    delete site.remotes.catalog;
    const faulty = await brokenRemote('catalog', site.ports.catalog, broken);
    try {
      const page = await (await site.browser.newContext()).newPage();
      await page.goto(`${site.url}/products`);
      // the area's own error, the stylesheet prompt, or both (which shows first depends on timing)
      await page.getByRole('button', { name: 'Reload page' }).first().waitFor({ timeout: areaBound });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
      await page
        .locator('[data-boundary="content"]')
        .getByRole('heading', { name: 'News', level: 1 })
        .waitFor();
      await page.context().close();
    } finally {
      await faulty.close();
      site.remotes.catalog = await serveRemote('catalog', site.ports.catalog);
    }
  });
});
