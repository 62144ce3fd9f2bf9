import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RemoteMode, type Site, type SwitchableRemote } from './site';

// A remote whose files the page head preloads (the first route's chain: the manifest, the entry,
// the exposed chunk) goes down, comes back, and the visitor presses Retry: the area must load
// again, with new requests for what failed, without a page reload.

let site: Site;
let catalog: SwitchableRemote;
beforeAll(async () => {
  site = await startSite({ switchable: ['catalog'] });
  catalog = site.remotes.catalog as SwitchableRemote;
  // the shell's server reads the remotes' manifests in the background: wait until /products
  // carries the catalogue's chain in its head, as it does for a visitor once the site runs
  const deadline = Date.now() + 20_000;
  for (;;) {
    const html = await (await fetch(`${site.url}/products`)).text();
    if (
      /<link rel="preload" as="script"(?: fetchpriority="\w+")? href="[^"]*\/remoteEntry\.js"/.test(html) &&
      /__federation_expose_routes/.test(html)
    )
      break;
    if (Date.now() > deadline) throw new Error('the shell never preloaded the catalogue');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});
afterAll(async () => {
  await site?.stop();
});

/** The failing area must show its retry within the spec's 10 s. */
const areaBound = 10_000;

/** the federation runtime's own fetch of the exposed module's script, under its fresh address */
const freshExposedScript = /__federation_expose_routes\.\w+\.js\?retry=/;

// [what, mode, the paths it affects (all when absent), a path asked again after, answered late]
const cases: [string, RemoteMode, RegExp | undefined, RegExp, RegExp?][] = [
  ['the whole remote is unreachable', 'down', undefined, /mf-manifest\.json/],
  // the remote's own chunk loader then asks the exposed module's script and stylesheet at their
  // old addresses first, and each fails once more without a request (their preloads had failed)
  [
    'the whole remote is unreachable and its exposed script comes back late',
    'down',
    undefined,
    /mf-manifest\.json/,
    freshExposedScript,
  ],
  ['its manifest is unreachable', 'down', /mf-manifest\.json/, /mf-manifest\.json/],
  ['its entry script is unreachable', 'down', /remoteEntry\.js/, /remoteEntry\.js/],
  ['its exposed chunk is unreachable', 'down', /__federation_expose_routes/, /__federation_expose_routes/],
  ['it accepts connections and never answers', 'hang', undefined, /mf-manifest\.json|remoteEntry\.js/],
];

describe('a preloaded remote that was down', () => {
  it.each(cases)('when %s, then Retry loads it once it is back', async (_what, mode, only, asked, late) => {
    catalog.set(mode, only);
    const context = await site.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/products`);
      const retry = page.locator('[role="alert"]').getByRole('button', { name: 'Retry' });
      await retry.waitFor({ timeout: areaBound + 2000 });

      catalog.set('up');
      catalog.answerLate(late, 1500);
      await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
      await retry.click();
      await page
        .locator('[data-boundary="catalog"] [data-testid="product-card"]')
        .first()
        .waitFor({ timeout: areaBound });
      // what had failed was asked again, from the server, not from the browser's memory
      expect(catalog.requests.some((path) => asked.test(path))).toBe(true);
      // no notice is left: not the area's, not the page's for a stylesheet that failed before
      await expect.poll(() => page.locator('[role="alert"]').count()).toBe(0);
      // in the same document: Retry did not reload the page
      expect(await page.evaluate(() => 'beforeRetry' in window)).toBe(true);
    } finally {
      catalog.set('up');
      catalog.answerLate(undefined);
      await context.close();
    }
  });
});
