// The one static server of the front-end apps: serves an app's `dist/` (gzip, cache headers,
// CORS for federated assets, SPA fallback to index.html) and answers `/remotes.json` from the
// environment, so that moving a remote or the API needs a restart and no rebuild.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { crawlerHeads, robotsTxt, sitemaps } from './crawler-head.mjs';
import { earlyDataScript, earlyRequest } from './early-data.mjs';

/** Written by the build beside `mf-manifest.json` (packages/build-config/preload-manifest.mjs). */
export const preloadManifestFile = 'preload-manifest.json';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** File names with a content hash never change: cache them for a year. */
const hashed = /\.[0-9a-f]{8,}\.(?:js|css|mjs)$/;

/** The default ports of ARCHITECTURE §6. */
export const defaultPorts = {
  shell: 3000,
  catalog: 3001,
  content: 3002,
  checkout: 3003,
  dashboard: 3004,
  api: 4000,
};

const trimSlash = (url) => url.replace(/\/+$/, '');

/**
 * What the shell's `/remotes.json` answers: each remote's manifest URL and the API base.
 * @param {Record<string, string | undefined>} env
 */
export function runtimeConfigFromEnv(env = process.env) {
  const local = (port) => `http://127.0.0.1:${port}`;
  const manifest = (value, port) => `${trimSlash(value || local(port))}/mf-manifest.json`;
  return {
    catalog: manifest(env.CATALOG_URL, defaultPorts.catalog),
    content: manifest(env.CONTENT_URL, defaultPorts.content),
    checkout: manifest(env.CHECKOUT_URL, defaultPorts.checkout),
    dashboard: manifest(env.DASHBOARD_URL, defaultPorts.dashboard),
    apiBaseUrl: trimSlash(env.API_URL || `${local(defaultPorts.api)}/api/v1`),
  };
}

/** Where the shell's page puts the runtime config and the preload hints of the first route. */
export const headMarker = '<meta name="tyre-head">';
/** The marker as the HTML minifier may have written it (quotes, a closing slash). */
const headMarkerPattern = /<meta name="?tyre-head"?\s*\/?>/;

/**
 * The remote modules the first screen of a path shows (the shell's routes and home widgets; the
 * home page's finder, new arrivals, news and video are below the first screen on phones and
 * laptops alike and load when the browser is idle).
 */
const firstScreen = [
  [/^\/(?:home\/?)?$/, [['content', './banner-carousel']]],
  [/^\/(?:products|tire|finder)(?:\/|$)/, [['catalog', './routes']]],
  [/^\/(?:news|gallery|career|jobs|about|contact|dealer)(?:\/|$)/, [['content', './routes']]],
  [/^\/(?:cart|order|success|invoice|orders)(?:\/|$)/, [['checkout', './routes']]],
  [/^\/dashboard(?:\/|$)/, [['dashboard', './routes']]],
];

/** The shared packages the shell's first render needs (react-toastify, antd load later, if ever). */
const startupShared = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  'i18next',
  '@tyre/web-kit',
]);
/** The site's languages (web-kit `languages`): each has its own message catalogue chunk per app. */
const languages = ['en', 'bn'];

/** `<` never closes the inline script early: the JSON is safe inside `<script>`. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The remotes' manifests as the shell's server last read them (for preload hints only: a stale or
 * missing manifest costs a wasted or a missing hint, never a broken page). Read at start and again
 * in the background when older than a minute; a remote that is down or hangs is skipped.
 * @param {Record<string, unknown>} config
 */
function manifestReader(config) {
  /** @type {Map<string, { at: number, manifest: any | null, pending?: Promise<void> }>} */
  const known = new Map();
  const refresh = (url) => {
    const entry = known.get(url) ?? { at: 0, manifest: null };
    if (entry.pending) return;
    entry.pending = fetch(url, { signal: AbortSignal.timeout(3000) })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null)
      .then((manifest) => {
        entry.manifest = manifest ?? entry.manifest;
        entry.at = Date.now();
        entry.pending = undefined;
      });
    known.set(url, entry);
  };
  const read = (url) => {
    const entry = known.get(url);
    if (!entry || Date.now() - entry.at > 60_000) refresh(url);
    return entry?.manifest ?? null;
  };
  /** A remote's `preload-manifest.json` (its catalogue chunks), beside its `mf-manifest.json`. */
  read.preloads = (manifestUrl) => read(new URL(preloadManifestFile, manifestUrl).href);
  /** Read the public pages' remotes now, so the first visitor already gets the full hints. */
  read.warm = () => {
    for (const name of ['catalog', 'content', 'checkout']) {
      if (typeof config[name] === 'string') {
        read(config[name]);
        read.preloads(config[name]);
      }
    }
  };
  return read;
}

/** `{ js, css }` of a preload manifest entry, never undefined. */
const filesOf = (entry) => ({ js: entry?.js ?? [], css: entry?.css ?? [] });

/**
 * The inline script that preloads the message catalogue chunks of the language the page will show:
 * the one its address asks for (`?lang=`), else the one the visitor chose (`localStorage.language`), else the browser's first Bangla or English
 * language, else English (web-kit `initialLanguage`). Chosen in the page, because only the page
 * knows the stored choice.
 * @param {Record<string, string[]>} byLanguage chunk URLs per language
 */
function cataloguePreloadScript(byLanguage) {
  return `<script>(function(c){var l,q=/[?&]lang=(bn|en)(?:&|$)/.exec(location.search);try{l=q?q[1]:localStorage.getItem("language")}catch(e){}if(!c[l]){l="en";var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var p=String(n[i]).toLowerCase().split("-")[0];if(p==="bn"||p==="en"){l=p;break}}}c[l].forEach(function(h){var k=document.createElement("link");k.rel="preload";k.as="script";k.href=h;document.head.appendChild(k)})})(${inlineJson(byLanguage)})</script>`;
}

/**
 * The `<head>` additions of the shell's page for `pathname` + `search`: the runtime config inline
 * (no `/remotes.json` round trip); the first route's whole chain as preload hints (the shell's
 * shared chunks, its bootstrap chunk and stylesheet, and for each remote module of the first screen
 * its manifest, remote entry, chunk and stylesheet), so that the browser fetches it at once
 * instead of one link after another; a script that preloads the shown language's message
 * catalogues of the shell and of those remotes; and the first API request of the page.
 * @param {{ pathname: string, search: string }} location
 * @param {Record<string, unknown>} config the runtime config
 * @param {any} manifestOf the remotes' manifest reader
 * @param {{ mf: any, preloads: any }} shell the shell's own manifests
 */
function headFor({ pathname, search }, config, manifestOf, shell) {
  const links = new Set();
  /** @type {Record<string, string[]>} */
  const catalogues = Object.fromEntries(languages.map((language) => [language, []]));
  const script = (href) => links.add(`<link rel="preload" as="script" href="${attr(href)}">`);
  const style = (href) => links.add(`<link rel="preload" as="style" href="${attr(href)}">`);
  const addCatalogues = (preloads, at) => {
    for (const language of languages)
      for (const file of filesOf(preloads?.catalogues?.[language]).js) catalogues[language].push(at(file));
  };

  const local = (file) => `/${file}`;
  // the page's own script first, and as urgent as the preloads: a deferred script is fetched at
  // a low priority, after every preload of its origin (six connections at a time)
  for (const file of filesOf(shell.preloads?.initial).js)
    links.add(`<link rel="preload" as="script" fetchpriority="high" href="${attr(local(file))}">`);
  for (const shared of (shell.mf?.shared ?? []).filter((s) => startupShared.has(s.name))) {
    // the chunks of the shell's own provided copy (the preload manifest), else the manifest's list
    const own = shell.preloads?.shared?.[shared.name];
    const { js, css } = own ? filesOf(own) : filesOf(shared.assets?.js && { js: shared.assets.js.sync });
    for (const file of js) script(local(file));
    for (const file of css) style(local(file));
  }
  for (const file of filesOf(shell.preloads?.entry).js) script(local(file));
  for (const file of filesOf(shell.preloads?.entry).css) style(local(file));
  addCatalogues(shell.preloads, local);

  const modules = firstScreen.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  const remotesWithCatalogues = new Set();
  for (const [remote, exposed] of modules) {
    const manifestUrl = config[remote];
    if (typeof manifestUrl !== 'string') continue;
    links.add(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(manifestUrl)}">`);
    const manifest = manifestOf(manifestUrl);
    if (!manifest) continue;
    const meta = manifest.metaData ?? {};
    const base =
      meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('./', manifestUrl).href;
    const at = (file) => new URL(file, base).href;
    const entry = meta.remoteEntry;
    if (entry?.name) script(at((entry.path ? entry.path + '/' : '') + entry.name));
    const expose = (manifest.exposes ?? []).find((e) => e.path === exposed || `./${e.name}` === exposed);
    for (const file of expose?.assets?.js?.sync ?? []) script(at(file));
    for (const file of expose?.assets?.css?.sync ?? []) style(at(file));
    if (!remotesWithCatalogues.has(remote)) {
      remotesWithCatalogues.add(remote);
      addCatalogues(manifestOf.preloads?.(manifestUrl), at);
    }
  }

  const head = [];
  const early = earlyRequest(pathname, search);
  if (early && typeof config.apiBaseUrl === 'string') {
    head.push(earlyDataScript(config.apiBaseUrl, early));
    // the pictures of the answer come from the API's origin too, on a connection of their own
    // (no CORS): open it now
    links.add(`<link rel="preconnect" href="${attr(new URL(config.apiBaseUrl).origin)}">`);
  }
  if (Object.values(catalogues).some((list) => list.length)) head.push(cataloguePreloadScript(catalogues));
  head.push(`<script id="runtime-config" type="application/json">${inlineJson(config)}</script>`);
  return [...head, ...links].join('\n    ');
}

/**
 * Serve a built app.
 * @param {{ root: string | URL, port?: number, host?: string, runtimeConfig?: object, fallback?: string, publicOrigin?: string, crawlerWaitMs?: number }} options
 *   `fallback`: the page that client-side routes get (a remote's own page is `standalone/index.html`);
 *   `publicOrigin`: the shell's address as visitors see it (canonical and Open Graph addresses),
 *   else each request's own
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serve({
  root,
  port = 0,
  host = '127.0.0.1',
  runtimeConfig,
  fallback = 'index.html',
  publicOrigin,
  crawlerWaitMs,
}) {
  const rootDir = resolve(typeof root === 'string' ? root : fileURLToPath(root));
  const configObject = runtimeConfig ?? runtimeConfigFromEnv();
  const headOf =
    typeof configObject.apiBaseUrl === 'string'
      ? crawlerHeads({ apiBaseUrl: configObject.apiBaseUrl, publicOrigin, waitMs: crawlerWaitMs })
      : null;
  const sitemapOf =
    typeof configObject.apiBaseUrl === 'string'
      ? sitemaps({ apiBaseUrl: configObject.apiBaseUrl, publicOrigin })
      : null;
  /** Whether this server serves the shell's page (the one with the head marker). */
  let isShell = false;
  const config = JSON.stringify(configObject);
  /** @type {Map<string, { body: Buffer, gzip: Buffer | null, br: Buffer | null, type: string, tag: string }>} */
  const cache = new Map();
  const manifestOf = manifestReader(configObject);
  const rootPage = join(rootDir, 'index.html');
  // only a page that asks for the hints (the shell's) makes the server read the remotes' manifests
  readFile(rootPage, 'utf8').then(
    (text) => {
      isShell = headMarkerPattern.test(text);
      if (isShell) manifestOf.warm();
    },
    () => undefined,
  );
  /** The shell's own manifests (its shared chunks; its bootstrap and catalogue chunks), read once. */
  const readJson = (name) =>
    readFile(join(rootDir, name), 'utf8')
      .then((text) => JSON.parse(text))
      .catch(() => null);
  const shellManifests = Promise.all([readJson('mf-manifest.json'), readJson(preloadManifestFile)]).then(
    ([mf, preloads]) => ({ mf, preloads }),
  );

  const hash = (body) => createHash('sha1').update(body).digest('base64url').slice(0, 20);
  /** A file's brotli and gzip variants made at build time (`<file>.br`, `<file>.gz`), if any. */
  const precompressed = (file, suffix) => readFile(file + suffix).catch(() => null);

  async function load(file) {
    const cached = cache.get(file);
    if (cached) return cached;
    const body = await readFile(file);
    const ext = extname(file);
    const worth = compressible.has(ext) && body.length > 512;
    const entry = {
      body,
      gzip: worth ? ((await precompressed(file, '.gz')) ?? gzipSync(body)) : null,
      br: worth ? await precompressed(file, '.br') : null,
      type: types[ext] ?? 'application/octet-stream',
      tag: hash(body),
    };
    cache.set(file, entry);
    return entry;
  }

  /**
   * The shell's page with the runtime config and the first route's preload hints in its head, and
   * the page's own title, description and link preview (crawler-head.mjs), with its status.
   */
  async function page(entry, location, origin) {
    const text = entry.body.toString('utf8');
    if (!headMarkerPattern.test(text)) return entry;
    const head = headFor(location, configObject, manifestOf, await shellManifests);
    const crawler = headOf ? await headOf(location.pathname, origin, location.search) : null;
    let html = text.replace(headMarkerPattern, () => head);
    if (crawler) html = html.replace(/<title>[^<]*<\/title>/, () => crawler.head);
    // a page asked for in a language (`?lang=bn`) says so before any script runs
    if (crawler?.lang) html = html.replace(/<html lang="[a-z-]*"/i, `<html lang="${crawler.lang}"`);
    const body = Buffer.from(html);
    return {
      ...entry,
      status: crawler?.status ?? 200,
      body,
      gzip: gzipSync(body),
      br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      tag: hash(body),
    };
  }

  /** @param {string} pathname the decoded path of the request */
  async function resolveFile(pathname) {
    const file = normalize(join(rootDir, pathname));
    if (file !== rootDir && !file.startsWith(rootDir + sep)) return null;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
    if (info?.isDirectory()) {
      const index = join(file, 'index.html');
      if ((await stat(index).catch(() => null))?.isFile()) return index;
      return join(rootDir, fallback);
    }
    // client-side routes (no file extension) get the app's page
    return extname(pathname) ? null : join(rootDir, fallback);
  }

  const server = createServer(async (req, res) => {
    try {
      res.setHeader('Access-Control-Allow-Origin', '*');
      // the shell's page may read the timings of the remotes' files (resource timing, the bench)
      res.setHeader('Timing-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, HEAD',
          'Access-Control-Allow-Headers': '*',
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        res.end();
        return;
      }
      const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
      if (pathname === '/remotes.json') {
        res.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : config);
        return;
      }
      const origin = `http://${req.headers.host ?? host}`;
      if (isShell && (pathname === '/robots.txt' || /^\/sitemap(?:-\d+)?\.xml$/.test(pathname))) {
        const robots = pathname === '/robots.txt';
        const site = (publicOrigin || origin).replace(/\/+$/, '');
        const text = robots ? robotsTxt(site) : await sitemapOf?.(origin, pathname).catch(() => null);
        if (text === null && !robots) {
          // a part the sitemap does not have (or none when it fits in one file)
          const known = await sitemapOf?.(origin).catch(() => undefined);
          if (known !== undefined) {
            res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
            res.end('Not found');
            return;
          }
        }
        if (!text) {
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' });
          res.end('The sitemap is not available right now');
          return;
        }
        res.writeHead(200, {
          'Content-Type': robots ? types['.txt'] : 'application/xml; charset=utf-8',
          'Cache-Control': 'public, max-age=600',
        });
        res.end(req.method === 'HEAD' ? undefined : text);
        return;
      }
      let decoded;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        // not valid percent-encoding: the client's mistake, not the server's
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Bad request');
        return;
      }
      const file = await resolveFile(decoded);
      const loaded = file ? await load(file).catch(() => null) : null;
      if (!loaded) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }
      const entry =
        file === rootPage
          ? await page(loaded, { pathname, search }, `http://${req.headers.host ?? host}`)
          : loaded;
      const status = entry.status ?? 200;
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const encoding =
        entry.br && /\bbr\b/.test(accepts) ? 'br' : entry.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null;
      const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
      // one ETag per representation: a cached gzip body is never revalidated as the brotli one
      const etag = `"${entry.tag}${encoding ? `-${encoding}` : ''}"`;
      const headers = {
        'Content-Type': entry.type,
        'Cache-Control': hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
        ETag: etag,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      };
      const ifNoneMatch = String(req.headers['if-none-match'] ?? '');
      if (
        status === 200 &&
        ifNoneMatch &&
        ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
      ) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(status, { ...headers, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The `start` script of an app: serve its dist on PORT (or the app's default port) until SIGTERM.
 * @param {{ app: keyof typeof defaultPorts, root: string | URL }} options
 */
export async function serveFromEnv({ app, root }) {
  const port = Number(process.env.PORT || defaultPorts[app]);
  const host = process.env.HOST || '127.0.0.1';
  // a remote's dist/ holds its federated files; its own page is in dist/standalone/
  const fallback = app === 'shell' ? 'index.html' : 'standalone/index.html';
  const running = await serve({ root, port, host, fallback, publicOrigin: process.env.PUBLIC_ORIGIN });
  console.log(`${app}: serving ${fileURLToPath(root)} at ${running.url}`);
  const stop = () => {
    running.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return running;
}
