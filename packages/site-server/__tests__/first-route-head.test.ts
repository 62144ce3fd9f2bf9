// The shell's page head built from the real build output (`pnpm build` first, as `pnpm test` does):
// every file the first route needs is preloaded, found here from the files themselves (not from
// the preload manifest the server reads), and the two inline scripts do what they claim.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../src/serve';
import { cartCookieValue } from '@tyre/contracts/cart-cookie';
import { renderersReady } from './built-remotes';

const repo = new URL('../../../', import.meta.url).pathname;
const dirs = {
  shell: 'shell',
  catalog: 'mf-catalog',
  content: 'mf-content',
  checkout: 'mf-checkout',
  dashboard: 'mf-dashboard',
} as const;
type App = keyof typeof dirs;
const dist = (app: App) => join(repo, dirs[app], 'dist');
const apiBaseUrl = 'http://api.example.test/api/v1';

/** The JavaScript files of an app's dist whose text holds `marker`. */
function filesHolding(app: App, marker: string): string[] {
  return readdirSync(dist(app))
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(join(dist(app), name), 'utf8').includes(marker));
}

/** The chunk of an app's dictionary for a language: the one file holding its longest text. */
function dictionaryChunk(app: App, language: 'en' | 'bn'): string {
  const messages = JSON.parse(
    readFileSync(join(repo, dirs[app], 'src/messages', `${language}.json`), 'utf8'),
  ) as Record<string, string>;
  const longest = Object.values(messages).sort((a, b) => b.length - a.length)[0]!;
  const files = filesHolding(app, longest);
  expect(files, `${app} ${language} dictionary chunk`).toHaveLength(1);
  return files[0]!;
}

interface Running {
  url: string;
  close: () => Promise<void>;
}
const remotes: Partial<Record<App, Running>> = {};
let shell: Running;

beforeAll(async () => {
  for (const app of Object.keys(dirs) as App[])
    if (!existsSync(join(dist(app), 'mf-manifest.json')))
      throw new Error(`${dirs[app]}/dist is missing: run pnpm build first (pnpm test does)`);
  for (const app of ['catalog', 'content', 'checkout', 'dashboard'] as const)
    remotes[app] = await serve({ root: dist(app) });
  const manifest = (app: App) => `${remotes[app]!.url}/mf-manifest.json`;
  shell = await serve({
    root: dist('shell'),
    runtimeConfig: {
      catalog: manifest('catalog'),
      content: manifest('content'),
      checkout: manifest('checkout'),
      dashboard: manifest('dashboard'),
      apiBaseUrl,
    },
  });
  // the remotes' renderers (they name each page's early request and own state) load at start
  await renderersReady(shell.url);
}, 30_000);

afterAll(async () => {
  await shell?.close();
  await Promise.all(Object.values(remotes).map((remote) => remote.close()));
});

/** The shell's page for `path`, once the server has read the remote's manifests (in the background). */
async function pageFor(path: string, remote: App): Promise<string> {
  let body = '';
  for (let i = 0; i < 60; i++) {
    body = await (await fetch(shell.url + path)).text();
    if (body.includes(`${remotes[remote]!.url}/remoteEntry.js`) && inlineScript(body, 'data-shown-lang'))
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return body;
}

const preloaded = (body: string, as: 'script' | 'style') =>
  [
    ...body.matchAll(
      new RegExp(`<link rel="preload" as="${as}"(?: fetchpriority="(?:high|low)")? href="([^"]+)">`, 'g'),
    ),
  ].map((match) => match[1]!);

interface Link {
  rel: string;
  as: string;
  href: string;
  type?: string;
  crossOrigin?: string;
}

/** The body of the page's inline script that holds `marker` (its own words: the scripts are minified). */
function inlineScript(body: string, marker: string): string | undefined {
  return [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .find((script) => script.includes(marker));
}

/** Runs the page's language script with the given stored choice, browser languages and address query: the links it adds. */
function languagePreloads(body: string, stored: string | null, browser: string[], search = ''): Link[] {
  return runLanguageScript(body, { language: stored }, browser, search).added;
}

/** Runs the page's language script with the given storage: the links it adds and the marks it puts on `<html>`. */
function runLanguageScript(
  body: string,
  storage: Record<string, string | null>,
  browser: string[],
  search = '',
  cookie = '',
): { added: Link[]; marks: Record<string, string> } {
  const script = inlineScript(body, 'data-shown-lang');
  expect(script, 'dictionary script').toBeTruthy();
  const added: Link[] = [];
  const marks: Record<string, string> = {};
  runInNewContext(script!, {
    URLSearchParams,
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    navigator: { languages: browser, language: browser[0] },
    location: { search },
    document: {
      cookie,
      createElement: () => ({}),
      head: { appendChild: (link: Link) => added.push(link) },
      documentElement: { setAttribute: (name: string, value: string) => (marks[name] = value) },
    },
  });
  return { added, marks };
}

/** The dictionary chunks the page's language script preloads. */
const dictionaryPreloads = (...args: Parameters<typeof languagePreloads>): string[] =>
  languagePreloads(...args)
    .filter((link) => link.as === 'script')
    .map((link) => link.href);

const routes = [
  ['/products', 'catalog'],
  ['/finder?category=motorcycle&rim=17', 'catalog'],
  ['/products/0123456789abcdef01234567', 'catalog'],
  ['/news', 'content'],
  ['/order', 'checkout'],
] as const;

describe('the shell page’s head, from the real build', () => {
  for (const [path, remote] of routes) {
    it(`when ${path} is asked, then every file of its first render is preloaded, and its language’s dictionaries and font`, async () => {
      const body = await pageFor(path, remote);
      const scripts = preloaded(body, 'script');
      const styles = preloaded(body, 'style');
      const at = (app: App, file: string) => (app === 'shell' ? `/${file}` : `${remotes[app]!.url}/${file}`);

      // the shell: its own script (first), its bootstrap (layout, routes) and stylesheet, i18next
      const main = /<script defer(?:="")? src="\/(main\.[0-9a-f]+\.js)"/.exec(
        readFileSync(join(dist('shell'), 'index.html'), 'utf8'),
      )?.[1];
      expect(scripts[0]).toBe(`/${main}`);
      const bootstrap = filesHolding('shell', '#root is missing from the page');
      expect(bootstrap).toHaveLength(1);
      expect(scripts).toContain(at('shell', bootstrap[0]!));
      const bootstrapCss = bootstrap[0]!.replace(/\.[0-9a-f]+\.js$/, '');
      expect(styles.some((href) => href.startsWith(`/${bootstrapCss}.`))).toBe(true);
      const shellManifest = JSON.parse(readFileSync(join(dist('shell'), 'mf-manifest.json'), 'utf8')) as {
        shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
      };
      for (const name of [
        'react',
        'react-dom/client',
        'react-router-dom',
        'i18next',
        '@tyre/web-kit',
        'jotai',
      ])
        expect(
          shellManifest.shared
            .find((shared) => shared.name === name)!
            .assets.js.sync.some((file) => scripts.includes(at('shell', file))),
          name,
        ).toBe(true);

      // the remote: manifest, entry, the exposed routes' chunk and stylesheet
      const remoteManifest = JSON.parse(readFileSync(join(dist(remote), 'mf-manifest.json'), 'utf8')) as {
        exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
      };
      const routesExpose = remoteManifest.exposes.find((expose) => expose.path === './routes')!;
      expect(body).toContain(
        `as="fetch" crossorigin="anonymous" href="${remotes[remote]!.url}/mf-manifest.json"`,
      );
      expect(scripts).toContain(at(remote, 'remoteEntry.js'));
      for (const file of routesExpose.assets.js.sync) expect(scripts).toContain(at(remote, file));
      for (const file of routesExpose.assets.css.sync) expect(styles).toContain(at(remote, file));

      // the dictionaries of the language the page will show, of the shell and of the remote
      const english = [
        at('shell', dictionaryChunk('shell', 'en')),
        at(remote, dictionaryChunk(remote, 'en')),
      ];
      const bangla = [at('shell', dictionaryChunk('shell', 'bn')), at(remote, dictionaryChunk(remote, 'bn'))];
      expect(dictionaryPreloads(body, null, ['en-US', 'en'])).toEqual(english);
      expect(dictionaryPreloads(body, null, ['fr-FR', 'bn-BD', 'en'])).toEqual(bangla);
      expect(dictionaryPreloads(body, 'bn', ['en-GB'])).toEqual(bangla);
      expect(dictionaryPreloads(body, 'en', ['bn'])).toEqual(english);
      expect(dictionaryPreloads(body, 'xx', [])).toEqual(english);
      // an address that asks for a language wins over the stored choice and the browser
      expect(dictionaryPreloads(body, 'en', ['en'], '?lang=bn')).toEqual(bangla);
      expect(dictionaryPreloads(body, 'bn', ['bn'], '?page=2&lang=en')).toEqual(english);
      expect(dictionaryPreloads(body, 'bn', ['en'], '?lang=fr')).toEqual(bangla);
      // it marks <html> with the language it chose, and a visitor whose screens depend on this
      // browser's own state: the server's first paint shows only without such state
      const marks = (storage: Record<string, string>, browser = ['en'], cookie = '') =>
        runLanguageScript(body, storage, browser, '', cookie).marks;
      expect(marks({})).toEqual({ 'data-shown-lang': 'en' });
      expect(marks({ language: 'bn' })).toEqual({ 'data-shown-lang': 'bn' });
      expect(marks({ cart: '[]' }, ['bn-BD'])).toEqual({ 'data-shown-lang': 'bn' });
      // a cart the server was told of (its cookie, as web-kit writes it) is painted; any other is not
      const lines = [
        { _id: 'a1', title: 'A', regularPrice: 1, quantity: 2 },
        { _id: 'b/2', title: 'B', regularPrice: 1, quantity: 1 },
      ];
      const told = `language=bn; cart=${cartCookieValue(lines)}; other=1`;
      expect(marks({ cart: JSON.stringify(lines) }, ['en'], told)).toEqual({ 'data-shown-lang': 'en' });
      for (const cookie of ['', 'cart=a1:2', 'cart=a1:2|b%2F2:2', 'xcart=a1:2|b%2F2:1'])
        expect(marks({ cart: JSON.stringify(lines) }, ['en'], cookie), cookie).toEqual({
          'data-shown-lang': 'en',
          'data-own-state': '',
        });
      // an emptied cart whose cookie is still there
      expect(marks({ cart: '[]' }, ['en'], 'cart=a1:2')).toEqual({
        'data-shown-lang': 'en',
        'data-own-state': '',
      });
      for (const own of [
        { user: '{"name":"A"}' } as Record<string, string>,
        { cart: '[{"_id":"x","quantity":1}]' },
      ])
        expect(marks(own)).toEqual({ 'data-shown-lang': 'en', 'data-own-state': '' });
      // a key the painted remote named as its own (the catalogue's remembered vehicle changes its
      // finder): on its pages only
      expect(marks({ 'catalog.myVehicle': '{}' })).toEqual(
        remote === 'catalog'
          ? { 'data-shown-lang': 'en', 'data-own-state': '' }
          : { 'data-shown-lang': 'en' },
      );

      // the Bengali font only when the page will show Bangla, as its @font-face fetches it (web-kit's
      // code names the same file)
      const [bengaliFont, ...others] = readdirSync(dist('shell')).filter((name) => name.endsWith('.woff2'));
      expect(others).toEqual([]);
      expect(filesHolding('shell', bengaliFont!).length).toBeGreaterThan(0);
      const fonts = (...args: Parameters<typeof languagePreloads>) =>
        languagePreloads(...args).filter((link) => link.as === 'font');
      const bengaliPreload = {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
        href: at('shell', bengaliFont!),
      };
      expect(fonts(body, 'bn', ['en-GB'])).toEqual([bengaliPreload]);
      expect(fonts(body, null, ['bn-BD'])).toEqual([bengaliPreload]);
      expect(fonts(body, null, ['en-US', 'en'])).toEqual([]);
      expect(fonts(body, 'bn', ['bn'], '?lang=en')).toEqual([]);

      // nothing preloaded twice, nothing of another remote (only the runtime config names them all)
      expect(new Set(scripts).size).toBe(scripts.length);
      const hints = body.replace(/<script id="runtime-config"[^<]*<\/script>/, '');
      for (const other of ['catalog', 'content', 'checkout', 'dashboard'] as const)
        if (other !== remote) expect(hints).not.toContain(remotes[other]!.url);
    });
  }
});

describe('the home page’s head, from the real build', () => {
  it('when / is asked, then the banner carousel (the largest picture) is preloaded, not the widgets below the first screen that wait for idle', async () => {
    const body = await pageFor('/', 'content');
    const scripts = preloaded(body, 'script');
    const styles = preloaded(body, 'style');
    const exposed = (app: App, path: string) => {
      const manifest = JSON.parse(readFileSync(join(dist(app), 'mf-manifest.json'), 'utf8')) as {
        exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
      };
      return manifest.exposes.find((expose) => expose.path === path)!.assets;
    };
    for (const [app, path] of [['content', './banner-carousel']] as const) {
      const assets = exposed(app, path);
      for (const file of assets.js.sync) expect(scripts, path).toContain(`${remotes[app]!.url}/${file}`);
      for (const file of assets.css.sync) expect(styles, path).toContain(`${remotes[app]!.url}/${file}`);
    }
    for (const [app, path] of [
      ['catalog', './finder-form'],
      ['content', './latest-news'],
      ['content', './home-video'],
      ['catalog', './new-arrivals'],
    ] as const)
      for (const file of exposed(app, path).js.sync)
        expect(scripts, path).not.toContain(`${remotes[app]!.url}/${file}`);
  });
});

/** Runs the page's early-data script against a stand-in `fetch` answering `answer`. */
async function runEarlyScript(body: string, answer: unknown, storedUser: string | null = null) {
  const script = inlineScript(body, '__tyreEarly');
  const asked: string[] = [];
  const links: Array<Record<string, string>> = [];
  const window: Record<string, unknown> = {};
  runInNewContext(script ?? '', {
    window,
    performance: { now: () => 1 },
    localStorage: { getItem: (key: string) => (key === 'user' ? storedUser : null) },
    fetch: (url: string) => {
      asked.push(url);
      return Promise.resolve({
        ok: true,
        status: 200,
        headers: new Headers({ 'x-total-count': '7' }),
        text: () => Promise.resolve(JSON.stringify(answer)),
      });
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: Record<string, string>) => links.push(link) },
    },
  });
  const early = window.__tyreEarly as
    | {
        url: string;
        response: Promise<{ status: number; headers: Record<string, string>; body: string }>;
        answer?: unknown;
      }
    | undefined;
  const response = await early?.response;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { script, asked, links, early, response };
}

describe('the shell page’s early request', () => {
  it('when /products?sort=price-asc is asked, then the page asks the API for the list the screen will ask and preloads the first card’s picture', async () => {
    const body = await pageFor('/products?sort=price-asc&page=1', 'catalog');
    const { asked, links, early, response } = await runEarlyScript(body, [
      { _id: 'a', thumbnailImage: 'abc-card.webp' },
      { _id: 'b', thumbnailImage: 'def-card.webp' },
    ]);
    expect(asked).toEqual([`${apiBaseUrl}/products?sort=price-asc&page=1&size=20`]);
    expect(early?.url).toBe(asked[0]);
    expect(response).toMatchObject({ status: 200, headers: { 'x-total-count': '7' } });
    expect(early?.answer).toBe(response); // kept once in, for the screen's first render
    expect(links).toEqual([
      { rel: 'preload', as: 'image', fetchPriority: 'high', href: `${apiBaseUrl}/files/abc-card.webp` },
    ]);
    expect(body).toContain('<link rel="preconnect" href="http://api.example.test">');
  });

  it('when a product page is asked, then its product and its picture with the gallery’s srcset are asked early', async () => {
    const body = await pageFor('/products/some%20slug', 'catalog');
    const { asked, links } = await runEarlyScript(body, {
      _id: 'a',
      thumbnail: { thumb: 't.webp', detail: 'd.webp', full: 'f.webp' },
    });
    expect(asked).toEqual([`${apiBaseUrl}/products/some%20slug`]);
    expect(links[0]).toMatchObject({
      href: `${apiBaseUrl}/files/d.webp`,
      imageSrcset: `${apiBaseUrl}/files/t.webp 400w, ${apiBaseUrl}/files/d.webp 1000w`,
      imageSizes: '(min-width: 768px) 50vw, 100vw',
    });
  });

  it('when the finder or the news are asked, then their first page is asked early; a signed-in visitor’s page asks nothing early', async () => {
    const finder = await runEarlyScript(await pageFor('/finder?category=motorcycle&rim=17', 'catalog'), []);
    expect(finder.asked).toEqual([`${apiBaseUrl}/products/finder?category=motorcycle&rim=17&page=0&size=8`]);
    const news = await runEarlyScript(await pageFor('/news?page=2', 'content'), [{ thumbnail: 'n.webp' }]);
    expect(news.asked).toEqual([`${apiBaseUrl}/news?page=2&size=9`]);
    expect(news.links[0]?.href).toBe(`${apiBaseUrl}/files/n.webp`);
    const signedIn = await runEarlyScript(await pageFor('/products', 'catalog'), [], '{"token":"t"}');
    expect(signedIn.asked).toEqual([]);
    expect(signedIn.early).toBeUndefined();
    // a page without an early request
    expect(inlineScript(await pageFor('/order', 'checkout'), '__tyreEarly')).toBeUndefined();
  });

  it('when the home page is asked, then the banners are asked early and the first banner is preloaded with its variants', async () => {
    const home = await runEarlyScript(await pageFor('/', 'content'), [
      {
        image: 'b.webp',
        variants: [
          { file: 'b-w1024.webp', width: 1024 },
          { file: 'b-w640.webp', width: 640 },
        ],
      },
    ]);
    expect(home.asked).toEqual([`${apiBaseUrl}/banners`]);
    expect(home.links).toEqual([
      {
        rel: 'preload',
        as: 'image',
        fetchPriority: 'high',
        href: `${apiBaseUrl}/files/b.webp`,
        imageSrcset: `${apiBaseUrl}/files/b-w640.webp 640w, ${apiBaseUrl}/files/b-w1024.webp 1024w`,
        imageSizes: '(min-width: 1280px) 1200px, 100vw',
      },
    ]);
    // no banners: nothing to preload
    expect((await runEarlyScript(await pageFor('/', 'content'), [])).links).toEqual([]);
  });
});

describe('the page’s Intl formatters', () => {
  it('when a page is sent, then none of its scripts makes an Intl formatter (prices and counts need none: web-kit format.ts; a first one costs a phone 100 ms)', async () => {
    for (const [path, remote] of [
      ['/products', 'catalog'],
      ['/', 'content'],
      ['/order', 'checkout'],
    ] as const)
      expect(await pageFor(path, remote), path).not.toMatch(/Intl\.(NumberFormat|DateTimeFormat)/);
  });
});

describe('the build’s precompressed files', () => {
  it('when a browser that takes brotli asks for any file the build compressed, then it gets that file, with the headers of the original', async () => {
    for (const app of ['shell', 'catalog'] as const) {
      const server = app === 'shell' ? shell : remotes[app]!;
      const compressed = readdirSync(dist(app)).filter((name) => name.endsWith('.br'));
      expect(compressed.length, app).toBeGreaterThan(3);
      for (const name of compressed) {
        const original = name.slice(0, -'.br'.length);
        const response = await fetch(`${server.url}/${original}`, { headers: { 'accept-encoding': 'br' } });
        // fetch decodes the body; the raw file tells that it was sent as built
        expect(response.headers.get('content-encoding'), original).toBe('br');
        expect(Number(response.headers.get('content-length')), original).toBe(
          readFileSync(join(dist(app), name)).length,
        );
        expect(await response.text(), original).toBe(
          brotliDecompressSync(readFileSync(join(dist(app), name))).toString(),
        );
        expect(response.headers.get('cache-control'), original).toBe(
          /\.[0-9a-f]{8,}\.(?:js|css|mjs)$/.test(original)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        if (original.endsWith('.js'))
          expect(response.headers.get('content-type'), original).toBe('text/javascript; charset=utf-8');
      }
    }
  });
});
