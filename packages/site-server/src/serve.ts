// The server of every front-end app, on Express: an app's `dist/` (the build's brotli and gzip
// files, else compressed on the fly; a year of cache for hashed names; CORS for the federated
// files; client routes get the app's page), `/remotes.json` from the environment (moving a remote
// or the API needs a restart, no rebuild), and for the shell its page with the head of the address
// (runtime config, preloads, early API request, crawler head: what the page's remote renderers
// say about it, first-paint.ts `prepare`) and its first paint, `/robots.txt` and the sitemap.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import {
  defaultPorts,
  preloadManifestFile,
  runtimeConfigFromEnv,
  type RuntimeConfig,
} from '@tyre/build-config/runtime-config';
import { cartCookieOf, readCartCookie } from '@tyre/contracts/cart-cookie';
import { apiWaitMs, crawlerHeads } from './crawler-head';
import { firstPaints, paintLanguage } from './first-paint';
import { headFor, manifestReader, type FederationManifest, type PreloadManifest } from './page-head';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from './page-policy';
import { siteOrigins, siteOriginsFromEnv, SiteOriginError } from './site-origin';
import { robotsTxt, sitemaps } from './sitemap';
import { languageOf } from './texts';

/** The content types of the files the builds write (anything else: by its extension's MIME type). */
const types: Record<string, string> = {
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
const plainText = types['.txt']!;
/**
 * File names with a content hash never change: cache them for a year. Chunks are
 * `main.0123abcd.js`; an asset the code names (web-kit's Bengali font) is `<hash>.woff2`.
 */
const hashed = /(?:\.[0-9a-f]{8,}\.(?:js|css|mjs)|(?:^|[\\/])[0-9a-f]{16}\.woff2)$/;
/** The head marker as the HTML minifier may have written it (quotes, a closing slash). */
const headMarkerPattern = /<meta name="?tyre-head"?\s*\/?>/;
/** The shell's own script tag, as its build writes it (HtmlRspackPlugin: deferred, in the head). */
const mainScriptPattern = /<script defer(?:="")? src="([^"]+)"><\/script>/;
/** The page's empty root element, where the first paint goes. */
const rootPattern = /<div id="?root"?><\/div>/;

export interface ServeOptions {
  root: string | URL;
  port?: number;
  host?: string;
  /** what `/remotes.json` answers; read from the environment unless said */
  runtimeConfig?: RuntimeConfig;
  /** the page that client-side routes get; `index.html` unless said (a remote's own page is `standalone/index.html`) */
  fallback?: string;
  /**
   * the shell's address as visitors see it (canonical and link-preview addresses, JSON-LD,
   * robots.txt, the sitemap); with neither this nor `allowedHosts`, each request's Host (for
   * development: `serveFromEnv` and `pnpm start` refuse that in production, site-origin.ts)
   */
  publicOrigin?: string | undefined;
  /** more addresses the shell answers on, each naming itself (site-origin.ts); others get `publicOrigin` */
  allowedHosts?: readonly string[] | undefined;
  /** how long a page waits for the API for its crawler head (300 ms unless said) */
  crawlerWaitMs?: number | undefined;
  /**
   * paint the shell page's first screen on the server (docs/architecture.md); true unless said;
   * `refreshMs`: how often a remote's renderer is asked for again (10 s unless said)
   */
  firstPaint?: boolean | { refreshMs?: number } | undefined;
}

export interface Serving {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Where a request asks (the path still encoded, as the router saw it) and its query. */
interface Asked {
  pathname: string;
  search: string;
  decoded: string;
}

/** Serve a built app. */
export async function serve({
  root,
  port = 0,
  host = '127.0.0.1',
  runtimeConfig,
  fallback = 'index.html',
  publicOrigin,
  allowedHosts,
  crawlerWaitMs,
  firstPaint = true,
}: ServeOptions): Promise<Serving> {
  const rootDir = resolve(typeof root === 'string' ? root : fileURLToPath(root));
  const config = runtimeConfig ?? runtimeConfigFromEnv();
  const configJson = JSON.stringify(config);
  // the site's address for each request (a bad setting stops the start here)
  let listening = `http://${host}:${port}`;
  const siteOf = siteOrigins({ publicOrigin, allowedHosts }, () => listening);
  const hasApi = typeof config.apiBaseUrl === 'string';
  const headOf = hasApi ? crawlerHeads({ apiBaseUrl: config.apiBaseUrl, waitMs: crawlerWaitMs }) : null;
  const rootPage = join(rootDir, 'index.html');
  // only a page that asks for the head (the shell's) gets one, and makes the server read the
  // remotes' manifests
  const shellPage = await readFile(rootPage, 'utf8').then(
    (text) => (headMarkerPattern.test(text) ? text : null),
    () => null,
  );
  // the inline scripts the shell's build wrote into its page (none today), allowed with the server's own
  const templateScripts = shellPage === null ? [] : inlineScriptHashes(shellPage);
  const manifestOf = manifestReader(config);
  if (shellPage !== null) manifestOf.warm();
  // the remotes' renderers: asked about each page (its early request, head, own state) and, unless
  // said, painting its first screen
  const paintOf =
    shellPage !== null
      ? firstPaints({
          rootDir,
          config,
          painting: Boolean(firstPaint),
          ...(typeof firstPaint === 'object' ? firstPaint : {}),
        })
      : null;
  paintOf?.warm();
  const sitemapOf =
    hasApi && paintOf ? sitemaps({ apiBaseUrl: config.apiBaseUrl, remotePaths: paintOf.sitemapPaths }) : null;
  /** How long a page waits for its renderers' answers (their API requests are bounded by `crawlerWaitMs`). */
  const prepareMs = (crawlerWaitMs ?? apiWaitMs) + 200;
  /** The shell's own manifests (its shared chunks; its bootstrap and dictionary chunks), read once. */
  const readJson = <T>(name: string) =>
    readFile(join(rootDir, name), 'utf8')
      .then((text) => JSON.parse(text) as T)
      .catch(() => null);
  const shellManifests = Promise.all([
    readJson<FederationManifest>('mf-manifest.json'),
    readJson<PreloadManifest>(preloadManifestFile),
  ]).then(([mf, preloads]) => ({ mf, preloads }));

  const asked = (res: Response) => res.locals.asked as Asked;
  const fail = (res: Response, status: number, text: string) => res.status(status).type(plainText).send(text);

  /**
   * The shell's page with the runtime config and the first route's preload hints in its head, and
   * the page's own title, description and link preview (crawler-head.ts), with its status.
   */
  async function sendShellPage(page: string, req: Request, res: Response) {
    const { pathname, search } = asked(res);
    // what the page's remotes say about it first (their answers from the API are shared with the
    // head, and the page may carry them): its early request, its head, their own state
    const prepared =
      paintOf && headOf
        ? await paintOf.prepare(
            { pathname, search, lang: languageOf(search) ?? 'en' },
            headOf.askApi,
            prepareMs,
          )
        : null;
    const crawler = headOf
      ? await headOf(pathname, siteOf(req.headers.host).origin, search, prepared?.head)
      : null;
    const shell = await shellManifests;
    // the first paint's data: the page's early answer (the head may have it already)
    const early = prepared?.early ?? null;
    const known = early && firstPaint ? await headOf?.askFresh(early.path) : undefined;
    const lang = paintLanguage(search, req.headers.cookie, req.headers['accept-language']);
    // a cart cookie web-kit did not write: nothing is painted from it
    const cart = readCartCookie(cartCookieOf(req.headers.cookie));
    const painted =
      paintOf && firstPaint && cart
        ? await paintOf({
            cart,
            pathname,
            search,
            lang,
            early:
              early && known
                ? {
                    url: `${String(config.apiBaseUrl)}${early.path}`,
                    answer: { status: known.status, headers: known.headers, body: known.text },
                  }
                : null,
            fontHref: shell.preloads?.fonts?.bn?.[0] && `/${shell.preloads.fonts.bn[0]}`,
          }).catch((error: unknown) => {
            console.warn('[first paint] failed:', error);
            return null;
          })
        : null;
    // a painted page starts the shell's script itself, after the first paint's pictures
    const main = painted ? mainScriptPattern.exec(page) : null;
    const head = headFor(
      { pathname },
      config,
      manifestOf,
      shell,
      headOf?.answered,
      main ? { main: main[1]! } : false,
      { early, ownState: prepared?.ownState },
    );
    let html = (main ? page.replace(mainScriptPattern, '') : page).replace(headMarkerPattern, () =>
      painted ? head.html + painted.head : head.html,
    );
    // the scripts the server wrote, by the hashes taken where it wrote them: never one found in the
    // page (a painted area's)
    const scripts = [...templateScripts, ...head.scripts, ...(painted?.scripts ?? [])];
    if (crawler) html = html.replace(/<title>[^<]*<\/title>/, () => crawler.head);
    if (painted) html = html.replace(rootPattern, () => `<div id="root">${painted.html}</div>`);
    // a page asked for in a language (`?lang=bn`), or painted in one, says so before any script runs
    const pageLang = painted ? lang : crawler?.lang;
    if (pageLang) html = html.replace(/<html lang="[a-z-]*"/i, `<html lang="${pageLang}"`);
    const tag = createHash('sha1').update(html).digest('base64url').slice(0, 20);
    // weak: the same page in each content coding (compressed on the way out)
    res
      .status(crawler?.status ?? 200)
      .set({
        'Content-Type': types['.html'],
        'Cache-Control': 'no-cache',
        // the first paint is in the visitor's language: its cookie, else the browser's languages
        Vary: painted ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding',
        ETag: `W/"${tag}"`,
        'Content-Security-Policy': contentSecurityPolicy(config, scripts),
        'Referrer-Policy': REFERRER_POLICY,
        'Permissions-Policy': PERMISSIONS_POLICY,
      })
      .send(html);
  }

  /** The files of dist/: the build's `.br` and `.gz` variants when the browser takes them. */
  const files = expressStaticGzip(rootDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: {
      redirect: false,
      fallthrough: true,
      setHeaders: (res, path) => {
        const file = res.getHeader('Content-Encoding') ? path.replace(/\.(?:br|gz)$/, '') : path;
        const type = types[extname(file)];
        if (type) res.setHeader('Content-Type', type);
        res.setHeader(
          'Cache-Control',
          hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('Vary', 'Accept-Encoding');
      },
    },
  }) as express.RequestHandler;

  const app = express();
  app.disable('x-powered-by');
  // static files carry the ETag of their file, the shell's page its own
  app.set('etag', false);
  app.set('strict routing', true);
  app.set('case sensitive routing', true);

  app.use((req, res, next) => {
    res.set({ 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' });
    // the shell's page may read the timings of the remotes' files (resource timing, the bench)
    res.set('Timing-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res
        .status(204)
        .set({ 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' })
        .end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').end();
      return;
    }
    next();
  });
  // what the build did not compress (the pages, small files, the sitemap), on the fly
  app.use(compression({ threshold: 512, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));

  app.get('/remotes.json', (_req, res) => {
    res.set({ 'Content-Type': types['.json'], 'Cache-Control': 'no-store' }).send(configJson);
  });

  if (shellPage !== null) {
    // a shared cache keeps these only when they name a configured address, not a request's Host
    const cacheControl = siteOf.configured ? 'public, max-age=600' : 'private, max-age=600';
    app.get('/robots.txt', (req, res) => {
      res
        .set({ 'Content-Type': plainText, 'Cache-Control': cacheControl })
        .send(robotsTxt(siteOf(req.headers.host).origin));
    });
    app.get(/^\/sitemap(?:-\d+)?\.xml$/, async (req, res) => {
      const { origin } = siteOf(req.headers.host);
      const text = await sitemapOf?.(origin, req.path).catch(() => null);
      if (text === null) {
        // a part the sitemap does not have (or none when it fits in one file)
        const known = await sitemapOf?.(origin).catch(() => undefined);
        if (known !== undefined) return void fail(res, 404, 'Not found');
      }
      if (!text) {
        res.set('Retry-After', '60');
        return void fail(res, 503, 'The sitemap is not available right now');
      }
      res.set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl }).send(text);
    });
  }

  app.use((req, res, next) => {
    const { pathname, search } = new URL(req.originalUrl || '/', 'http://localhost');
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // not valid percent-encoding: the client's mistake, not the server's
      return void fail(res, 400, 'Bad request');
    }
    const target = normalize(join(rootDir, decoded));
    if (target !== rootDir && !target.startsWith(rootDir + sep)) return void fail(res, 404, 'Not found');
    res.locals.asked = { pathname, search, decoded } satisfies Asked;
    // the shell's page, asked for by its own name or as the root's index
    if (shellPage !== null && (target === rootDir || target === rootDir + sep || target === rootPage))
      return void sendShellPage(shellPage, req, res).catch(next);
    next();
  });
  app.use(files);
  // client-side routes (no file extension) get the app's page; a missing file is 404
  app.use((req, res, next) => {
    if (extname(asked(res).decoded)) return void fail(res, 404, 'Not found');
    if (shellPage !== null && join(rootDir, fallback) === rootPage)
      return void sendShellPage(shellPage, req, res).catch(next);
    req.url = `/${fallback}`;
    files(req, res, () => fail(res, 404, 'Not found'));
  });
  app.use((_error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return void res.end();
    fail(res, 500, 'Internal error');
  });

  const server = createServer(app);
  await new Promise<void>((done, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => done());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  listening = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/**
 * The `start` script of an app: serve its dist on PORT (or the app's default port) until SIGTERM.
 * The shell's server takes its address from `PUBLIC_ORIGIN` / `ALLOWED_HOSTS`, and does not start
 * without one of them in production (`NODE_ENV=production`), nor with one it cannot use: it says
 * which to set and exits with 1.
 */
export async function serveFromEnv({
  app,
  root,
}: {
  app: keyof typeof defaultPorts;
  root: string | URL;
}): Promise<Serving> {
  const port = Number(process.env.PORT || defaultPorts[app]);
  const host = process.env.HOST || '127.0.0.1';
  // a remote's dist/ holds its federated files; its own page is in dist/standalone/
  const fallback = app === 'shell' ? 'index.html' : 'standalone/index.html';
  let running: Serving;
  try {
    // only the shell's server writes pages that name the site's address
    const origins = app === 'shell' ? siteOriginsFromEnv(process.env) : {};
    running = await serve({ root, port, host, fallback, ...origins });
  } catch (error) {
    if (!(error instanceof SiteOriginError)) throw error;
    console.error(`${app}: not started: ${error.message}`);
    process.exit(1);
  }
  console.log(`${app}: serving ${typeof root === 'string' ? root : fileURLToPath(root)} at ${running.url}`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return running;
}
