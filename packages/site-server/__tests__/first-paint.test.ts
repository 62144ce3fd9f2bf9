// The first paint from the real builds (`pnpm build` first, as `pnpm test` does): the shell's own
// renderer from its dist/, the catalogue's from the catalogue's origin (a copy of its dist/ served
// here, so that a new version can be put in its place), the page's data from an API on loopback.
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFirstPaint } from '@tyre/build-config/first-paint';
import { LIST_PAGE_SIZE } from '@tyre/contracts/constants';
import { serve, type Serving } from '../src/serve';
import { paintLanguage } from '../src/first-paint';

const repo = new URL('../../../', import.meta.url).pathname;
const catalogCopy = join(mkdtempSync(join(tmpdir(), 'first-paint-')), 'catalog');
const refreshMs = 300;

const card = (n: number) => ({
  _id: `64b0000000000000000000${String(n).padStart(2, '0')}`,
  slug: `road-grip-${n}`,
  title: `Road Grip ${n}`,
  titleBn: `রোড গ্রিপ ${n}`,
  thumbnailImage: `road-grip-${n}-card.webp`,
  regularPrice: 5200,
  discountPrice: 4800,
  price: 4800,
  stock: 3,
  status: 'active',
  categoryName: 'Motorcycle',
  categoryNameBn: 'মোটরসাইকেল',
  categorySlug: 'motorcycle',
  rangeName: null,
  rangeNameBn: null,
  sizeLabel: '90/90-17',
  rim: 17,
  construction: 'bias',
  tubeType: 'tube',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

let api: Server;
let apiBaseUrl: string;
const asked: string[] = [];
let catalog: Serving;
let checkout: Serving;
let shell: Serving;

beforeAll(async () => {
  for (const dir of ['shell', 'mf-catalog', 'mf-checkout'])
    if (!existsSync(join(repo, dir, 'dist/server/first-paint.js')))
      throw new Error(`${dir}/dist is missing its renderer: run pnpm build first (pnpm test does)`);
  api = createServer((req, res) => {
    asked.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/v1/products') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': '2' });
      return void res.end(JSON.stringify([card(1), card(2)]));
    }
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const address = api.address();
  apiBaseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;

  cpSync(join(repo, 'mf-catalog/dist'), catalogCopy, { recursive: true });
  catalog = await serve({ root: catalogCopy, fallback: 'standalone/index.html', firstPaint: false });
  checkout = await serve({
    root: join(repo, 'mf-checkout/dist'),
    fallback: 'standalone/index.html',
    firstPaint: false,
  });
  shell = await serve({
    root: join(repo, 'shell/dist'),
    runtimeConfig: {
      catalog: `${catalog.url}/mf-manifest.json`,
      content: 'http://127.0.0.1:9/mf-manifest.json',
      checkout: `${checkout.url}/mf-manifest.json`,
      dashboard: 'http://127.0.0.1:9/mf-manifest.json',
      apiBaseUrl,
    },
    firstPaint: { refreshMs },
  });
}, 60_000);

afterAll(async () => {
  await shell?.close();
  await catalog?.close();
  await checkout?.close();
  await new Promise((done) => api?.close(done));
});

/** The shell's page for `path`, with the request's headers. */
async function pageOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(shell.url + path, { headers });
  return { response, html: await response.text() };
}
/** The HTML inside `#root`. */
const root = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

describe('the first paint of a page', () => {
  it('when /products is asked, then the page carries the shell’s layout and the catalogue’s own screen as HTML, made from the answer the page carries', async () => {
    // the renderers load at start; a first page may come before them
    await expect
      .poll(async () => root((await pageOf('/products')).html), { timeout: 10_000 })
      .toContain('Road Grip 1');
    const { response, html } = await pageOf('/products', { 'Accept-Language': 'en-GB,en;q=0.9' });
    const painted = root(html);
    expect(painted).toMatch(/^<div data-first-paint="en">/);
    // the shell's navigation, the catalogue's heading and cards, pictures from the API's origin
    expect(painted).toContain('<nav class="nav kit-container" aria-label="Main">');
    expect(painted).toContain('<h1 class="kit-page__title">Products</h1>');
    expect(painted).toContain(`href="/products/${card(1)._id}"`);
    expect(painted).toContain(`src="${apiBaseUrl}/files/road-grip-1-card.webp"`);
    expect(painted).not.toContain('data-slot');
    // the footer's contact details are not in the page's answer: they show loading, as in the browser
    expect(painted).toContain('class="site-footer"');
    // the apps' styles inline, the page asks the API nothing for the cards: one request, the server's
    expect(html).toMatch(/<style>[^<]*\.kit-card\b/);
    expect(html).toContain('__tyreFirstPaintActions');
    expect(asked.filter((url) => url.startsWith('/api/v1/products?'))).toEqual([
      `/api/v1/products?page=0&size=${LIST_PAGE_SIZE}`,
    ]);
    expect(html).toContain('{"status":200,"headers":{');
    expect(html).toMatch(/<html lang="en"/);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    // the code is not what paints the page: the page starts neither it nor its preloads; they wait
    // in an inert template for the loader script (after the pictures)
    const [head, code] = html.split('<template id="app-code"');
    expect(code, 'the code waits in a template').toBeDefined();
    expect(head).not.toMatch(/<link rel="preload" as="(?:script|style|fetch)"/);
    expect(html).not.toMatch(/<script defer(?:="")? src=/);
    const waiting = code!.slice(0, code!.indexOf('</template>'));
    expect(waiting).toMatch(/^ data-main="\/main\.[0-9a-f]+\.js">/);
    expect([...waiting.matchAll(/<link rel="preload" as="(?:script|style)"/g)].length).toBeGreaterThan(3);
    expect(waiting).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${catalog.url}/mf-manifest.json">`,
    );
  });

  it('when a visitor’s browser or cookie asks for Bangla, then the page is painted in Bangla with the Bengali font declared', async () => {
    const asks: Array<Record<string, string>> = [
      { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.5' },
      { Cookie: 'language=bn' },
    ];
    for (const headers of asks) {
      const { html } = await pageOf('/products', headers);
      expect(html).toMatch(/<html lang="bn"/);
      expect(root(html)).toMatch(/^<div data-first-paint="bn">/);
      expect(root(html)).toContain('<h1 class="kit-page__title">পণ্যসমূহ</h1>');
      expect(root(html)).toContain('রোড গ্রিপ 1');
      expect(html).toMatch(
        /<style id="kit-bengali-font">@font-face\{font-family:'Noto Sans Bengali'[^<]*url\("\/[0-9a-f]{16}\.woff2"\)/,
      );
    }
    // the address wins over the cookie
    expect(root((await pageOf('/products?lang=en', { Cookie: 'language=bn' })).html)).toMatch(
      /^<div data-first-paint="en">/,
    );
  });

  it('when the sign-in form or the dashboard is asked, then nothing is painted (their screens are the browser’s)', async () => {
    for (const path of ['/login', '/register', '/dashboard']) {
      const { html } = await pageOf(path);
      expect(root(html), path).toBe('');
      expect(html).toMatch(
        /<link rel="preload" as="script" fetchpriority="high" href="\/main\.[0-9a-f]+\.js">/,
      );
    }
  });

  it('when the catalogue deploys a new version, then its next pages are painted by it, with no change to the shell; when it is down, its area keeps its loading state and the rest is painted', async () => {
    const script = join(catalogCopy, 'server/first-paint.js');
    const original = readFileSync(script, 'utf8');
    expect(original).toContain('"list.title":"Products"');
    writeFileSync(script, original.replace('"list.title":"Products"', '"list.title":"All our tyres"'));
    try {
      // the renderer is asked again once it is `refreshMs` old: the page after that gets the new one
      await expect
        .poll(async () => root((await pageOf('/products')).html), { timeout: 10_000, interval: 200 })
        .toContain('<h1 class="kit-page__title">All our tyres</h1>');

      await catalog.close();
      await expect
        .poll(async () => root((await pageOf('/products')).html), { timeout: 10_000, interval: 200 })
        .not.toContain('kit-page__title');
      const { response, html } = await pageOf('/products');
      expect(response.status).toBe(200);
      expect(root(html)).toContain('<nav class="nav kit-container" aria-label="Main">');
      expect(root(html)).toContain('<main class="site-main"><!--$--><!--$!--><div class="kit-placeholder"');
    } finally {
      writeFileSync(script, original);
    }
  }, 30_000);
});

describe('the first paint of a visitor with a cart', () => {
  /** The nav's count as painted. */
  const count = (html: string) => /data-testid="cart-count">([^<]*)</.exec(root(html))?.[1];
  const cart = 'cart=64b000000000000000000001:2|64b000000000000000000002:1';

  it('when a visitor with tyres in the cart asks for /order, then the page is painted with its form and the nav’s count, the summary waiting for the server’s prices', async () => {
    await expect
      .poll(async () => root((await pageOf('/order', { Cookie: cart })).html), { timeout: 10_000 })
      .toContain('name="mobileNumber"');
    const { html } = await pageOf('/order', { Cookie: `language=bn; ${cart}` });
    expect(root(html)).toMatch(/^<div data-first-paint="bn">/);
    expect(count(html)).toBe('৩');
    expect(root(html)).toContain('<form class="order-form"');
    expect(root(html)).toMatch(/<aside class="kit-panel order-summary"[^>]*aria-busy="true"/);
    expect(root(html)).not.toContain('কার্ট খালি');
    // the summary's prices are the app's to ask for: the server asked the API nothing for them
    expect(asked.filter((url) => url.includes('/orders/'))).toEqual([]);

    // without a cart: the empty cart's words, and 0 in the nav
    const empty = await pageOf('/order');
    expect(root(empty.html)).toContain('Your cart is empty.');
    expect(root(empty.html)).not.toContain('<form');
    expect(count(empty.html)).toBe('0');
  });

  it('when a visitor with a cart asks for another page, then its nav shows the count', async () => {
    await expect
      .poll(async () => count((await pageOf('/products', { Cookie: cart })).html), { timeout: 10_000 })
      .toBe('3');
  });

  it('when a visitor with a cart asks for /cart, then the nav is painted and the cart’s lines wait for the app (the cookie has no titles or prices)', async () => {
    await expect
      .poll(async () => count((await pageOf('/cart', { Cookie: cart })).html), { timeout: 10_000 })
      .toBe('3');
    const { html } = await pageOf('/cart', { Cookie: cart });
    expect(root(html)).toContain('<main class="site-main"><!--$--><!--$!--><div class="kit-placeholder"');
    expect(root(html)).not.toContain('Your cart is empty.');
    // an empty cart is painted: its words are the same for everyone
    expect(root((await pageOf('/cart')).html)).toContain('Your cart is empty.');
  });

  it('when /orders is asked (a signed-in customer’s screen), then its area keeps its loading state: nothing redirects on the server', async () => {
    await expect.poll(async () => count((await pageOf('/orders')).html), { timeout: 10_000 }).toBe('0');
    expect(root((await pageOf('/orders')).html)).toContain(
      '<main class="site-main"><!--$--><!--$!--><div class="kit-placeholder"',
    );
  });

  it('when the cart cookie is not one the site writes, then nothing is painted from it', async () => {
    await expect
      .poll(async () => count((await pageOf('/order', { Cookie: cart })).html), { timeout: 10_000 })
      .toBe('3');
    for (const cookie of ['cart=x:0', 'cart=<script>:1', 'cart=a:1|a:2']) {
      const { response, html } = await pageOf('/order', { Cookie: cookie });
      expect(response.status, cookie).toBe(200);
      expect(root(html), cookie).toBe('');
    }
  });
});

describe('the language of a first paint', () => {
  it('takes the address, then the visitor’s cookie, then the browser’s first Bangla or English language', () => {
    expect(paintLanguage('?lang=bn', 'language=en', 'en')).toBe('bn');
    expect(paintLanguage('', 'theme=dark; language=bn', 'en')).toBe('bn');
    expect(paintLanguage('', undefined, 'fr-FR,bn-BD;q=0.8,en;q=0.5')).toBe('bn');
    expect(paintLanguage('', undefined, 'de')).toBe('en');
    expect(paintLanguage('?lang=xx', 'language=xx', undefined)).toBe('en');
  });
});

describe('a remote owns its first request', () => {
  // a catalogue of its own (a copy of its build) and a shell that knows it only by its address
  const ownCopy = join(mkdtempSync(join(tmpdir(), 'first-request-')), 'catalog');
  let ownCatalog: Serving;
  let ownShell: Serving;
  beforeAll(async () => {
    cpSync(join(repo, 'mf-catalog/dist'), ownCopy, { recursive: true });
    ownCatalog = await serve({ root: ownCopy, fallback: 'standalone/index.html', firstPaint: false });
    ownShell = await serve({
      root: join(repo, 'shell/dist'),
      runtimeConfig: {
        catalog: `${ownCatalog.url}/mf-manifest.json`,
        content: 'http://127.0.0.1:9/mf-manifest.json',
        checkout: 'http://127.0.0.1:9/mf-manifest.json',
        dashboard: 'http://127.0.0.1:9/mf-manifest.json',
        apiBaseUrl,
      },
      firstPaint: { refreshMs },
    });
  });
  afterAll(async () => {
    await ownShell?.close();
    await ownCatalog?.close();
  });
  const html = async (path: string) => (await fetch(ownShell.url + path)).text();

  /**
   * An esbuild plugin for the catalogue's renderer: the catalogue's list asks `size` cards a page
   * (its own input function, which its screen and its renderer's early request both use).
   */
  const listPageSize = (size: number): Plugin => ({
    name: 'list-page-size',
    setup(build) {
      build.onLoad(
        { filter: /mf-catalog\/src\/features\/products\/product-list-input\.ts$/ },
        async (args) => {
          const source = await readFile(args.path, 'utf8');
          const changed = source.replace('size: LIST_PAGE_SIZE }', `size: ${size} }`);
          if (changed === source) throw new Error('the list’s page size is not where this test changes it');
          return { contents: changed, loader: 'ts' };
        },
      );
    },
  });

  it('when the catalogue deploys a version whose list asks 12 cards a page, then the page asks the API that, carries it and paints the cards, with no change to the shell or its server', async () => {
    // before: the catalogue's list asks the contracts' page size
    await expect
      .poll(async () => root(await html('/products?page=3')), { timeout: 10_000 })
      .toContain('Road Grip 1');
    expect(asked).toContain(`/api/v1/products?page=3&size=${LIST_PAGE_SIZE}`);
    // the catalogue's new renderer, built from its source with its list's new page size (written
    // whole, then put in place, as a deployment would)
    const script = join(ownCopy, 'server/first-paint.js');
    await buildFirstPaint(join(repo, 'mf-catalog'), {
      outfile: `${script}.next`,
      plugins: [listPageSize(12)],
    });
    await rename(`${script}.next`, script);
    await expect
      .poll(async () => html('/products?page=3'), { timeout: 10_000, interval: 200 })
      .toContain('"/products?page=3&size=12"');
    const page = await html('/products?page=3');
    // the server asked the API what the catalogue's screen asks, and the page carries the answer
    expect(asked).toContain('/api/v1/products?page=3&size=12');
    expect(page).toContain('"/products?page=3&size=12",{"src":["0.thumbnailImage"]},{"status":200');
    // the catalogue's own screen, painted from that answer (not its loading state)
    expect(root(page)).toContain('<h1 class="kit-page__title">Products</h1>');
    expect(root(page)).toContain('Road Grip 1');
    expect(root(page)).toContain(`src="${apiBaseUrl}/files/road-grip-1-card.webp"`);
  }, 60_000);
});
