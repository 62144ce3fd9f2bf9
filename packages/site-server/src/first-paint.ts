// The first paint from the server (docs/architecture.md, "First paint from the server"): the
// shell's page arrives with its first screen as HTML, so the browser paints before any script
// runs, and each remote tells what its page needs first (its early API request, its head, the
// storage keys that change its screen: `prepare`) and which addresses it has (`sitemap`), through
// the contract of @tyre/contracts/first-paint. Each app renders its own part with its own components: its server renderer
// (`dist/server/first-paint.js`, web-kit first-paint/server.tsx) is loaded at run time (the
// shell's from its dist/, a remote's from the remote's origin, asked again every few seconds with
// its ETag, so a remote's new version shows without touching the shell) and runs in a `node:vm`
// context of its own. That context is no security boundary: a renderer can reach everything this
// server process can (docs/architecture.md), so renderers are fetched only from the configured
// remotes' origins, over https or from this machine (loopback), and never through a redirect.
// The shell renders its layout with a slot per remote area; the remote of the page's
// first screen fills its slot; any other slot keeps the area's loading state, as in the browser.
// A renderer that is missing, failing or slow costs only the first paint: the page is then sent
// as before (or the area keeps its loading state), and the apps render it in the browser.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createContext, runInContext, type Context } from 'node:vm';
import { z } from 'zod';
import type { RuntimeConfig } from '@tyre/build-config/runtime-config';
import type { CartCookieLine } from '@tyre/contracts/cart-cookie';
import type {
  ApiAnswer,
  ApiReader,
  AskApi,
  EarlyRequest,
  PageQuestion,
  PageRenderer,
  PaintQuestion,
  PreparedPage,
  SitemapPath,
} from '@tyre/contracts/first-paint';
import { chosenLanguage, cookieValue, languageStorageKey } from '@tyre/contracts/page-state';
import type { RemoteName } from '@tyre/contracts/remotes';
import { languages } from './texts';
import { firstScreenModules } from './first-screen';
import { pageScript } from './page-scripts';

type Language = (typeof languages)[number];

/** A renderer running in its own context, with its stylesheet. */
interface Loaded {
  context: Context;
  css: string;
  /** the renderer's own page styles (`PageRenderer.styles`) */
  styles: PageRenderer['styles'];
}

/** The files an app's build writes (build-config first-paint.mjs `firstPaintFiles`). */
const files = { script: 'server/first-paint.js', styles: 'server/first-paint.css' } as const;
/** How long one render may take (it is synchronous: a slower one is stopped; a warm one takes 2–20 ms). */
const renderMs = 1000;
/** How long a renderer may take to start (its code run and its dictionaries in). */
const startMs = 3000;
/** How often a remote's renderer is asked for again (a conditional request: usually a 304), unless said. */
const defaultRefreshMs = 10_000;
/** How long a page waits for a remote's renderer that is still loading. */
const waitMs = 300;
/**
 * How soon a remote whose renderer could not be loaded is asked again: a remote still starting
 * with the shell (`pnpm start`, the benches start the shell first) is painted, and its pages get
 * their early request and head, a second after it answers, not ten.
 */
const retryMs = 1000;

/**
 * Whether code fetched from `url` may run on this server: https (the remote's certificate names
 * its origin), or http from this machine itself (`localhost`, 127.0.0.0/8, `[::1]`: the remotes
 * served beside the shell, as `pnpm start` and the tests do). Plain http over a network is not:
 * anyone on the way could hand the server code of theirs.
 */
export function rendererOriginAllowed(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  return (
    url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(url.hostname)
  );
}

/**
 * A MessageChannel whose ports do not keep the server's process alive. react-dom/server makes one
 * as it loads (to schedule its work) and listens on it, and a Node port with a listener holds the
 * process: a bench or a test that started the site server in its own process never ended after
 * `close()`. The messages still arrive while anything else keeps the process running.
 */
class UnheldMessageChannel extends MessageChannel {
  constructor() {
    super();
    for (const port of [this.port1, this.port2]) {
      // a listener refs the port (Node calls its `ref`): never hold the process
      const held = port as unknown as { ref: () => unknown; unref: () => unknown };
      held.ref = () => port;
      held.unref();
    }
  }
}

/** The globals a renderer may use: the web platform's, nothing of Node's (a convenience, not a wall). */
function contextGlobals(name: string) {
  const log = (...args: unknown[]) => console.warn(`[first paint: ${name}]`, ...args);
  return {
    console: { log, info: log, warn: log, error: log, debug: () => undefined },
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    AbortSignal,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    structuredClone,
    performance,
    MessageChannel: UnheldMessageChannel,
  };
}

const timeout = <T>(promise: Promise<T>, ms: number): Promise<T | null> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    }),
  ]).finally(() => clearTimeout(timer));
};

/** Run a renderer's script in a new context; null when it does not start within `startMs`. */
async function start(name: string, script: string, css: string): Promise<Loaded | null> {
  const context = createContext(contextGlobals(name));
  runInContext(script, context, { filename: `${name}/${files.script}`, timeout: startMs });
  const renderer = (context.firstPaint as { renderer?: PageRenderer } | undefined)?.renderer;
  if (typeof renderer?.render !== 'function') throw new Error('the script sets no firstPaint.renderer');
  const ready = await timeout(
    renderer.ready.then(() => true),
    startMs,
  );
  if (!ready) throw new Error('its dictionaries did not load');
  return { context, css, styles: renderer.styles.bind(renderer) };
}

/** Render in a renderer's context; null when it renders nothing, fails or takes too long. */
function renderIn(name: string, loaded: Loaded, input: PaintQuestion): string | null {
  try {
    loaded.context.__input = input;
    const html = runInContext('firstPaint.renderer.render(__input)', loaded.context, {
      timeout: renderMs,
    }) as unknown;
    return typeof html === 'string' ? html : null;
  } catch (error) {
    console.warn(`[first paint: ${name}] could not render ${input.path}:`, error);
    return null;
  } finally {
    delete loaded.context.__input;
  }
}

/** What a renderer's `prepare` may answer, checked (a renderer's answer is written into pages). */
const preparedSchema = z.object({
  early: z
    .object({
      path: z.string().regex(/^\/(?!\/)/),
      picture: z
        .object({
          src: z.array(z.string()),
          srcset: z.array(z.tuple([z.string(), z.string()])).optional(),
          variants: z.string().optional(),
          sizes: z.string().optional(),
        })
        .optional(),
    })
    .nullish(),
  head: z
    .object({
      status: z.union([z.literal(200), z.literal(404), z.literal(410)]).optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      type: z.string().optional(),
      image: z.object({ file: z.string(), width: z.number(), height: z.number(), alt: z.string() }).nullish(),
      price: z.number().optional(),
      structured: z.array(z.looseObject({ type: z.string() })).optional(),
    })
    .nullish(),
  ownState: z.array(z.string()).optional(),
});

/**
 * Ask a renderer about a page (`PageRenderer.prepare`): its answer, copied out of the renderer's
 * context and checked, or null when it has no `prepare`, answers nothing, fails or takes longer
 * than `boundMs` (its API requests are bounded by `askApi` itself).
 */
async function prepareIn(
  name: string,
  loaded: Loaded,
  question: PageQuestion,
  askApi: AskApi,
  boundMs: number,
): Promise<PreparedPage | null> {
  try {
    loaded.context.__question = question;
    loaded.context.__askApi = askApi;
    const pending = runInContext(
      'firstPaint.renderer.prepare ? firstPaint.renderer.prepare(__question, __askApi) : null',
      loaded.context,
      { timeout: renderMs },
    ) as PromiseLike<unknown> | null;
    delete loaded.context.__question;
    delete loaded.context.__askApi;
    const answer = pending && (await timeout(Promise.resolve(pending), boundMs));
    if (!answer) return null;
    // a plain copy in this server's own objects, as the contract describes it
    return preparedSchema.parse(JSON.parse(JSON.stringify(answer))) as PreparedPage;
  } catch (error) {
    console.warn(`[first paint: ${name}] could not prepare ${question.path}:`, error);
    return null;
  } finally {
    delete loaded.context.__question;
    delete loaded.context.__askApi;
  }
}

/** What the page's apps said about it: its early request, its head, their own state. */
export interface PreparedPages {
  early: EarlyRequest | null;
  head: PreparedPage['head'];
  ownState: string[];
}

/** The shell's own renderer, from its dist/ (it changes only with the shell, which restarts the server). */
function localRenderer(rootDir: string): () => Promise<Loaded | null> {
  const loading = Promise.all([
    readFile(join(rootDir, files.script), 'utf8'),
    readFile(join(rootDir, files.styles), 'utf8').catch(() => ''),
  ]).then(
    ([script, css]) => start('shell', script, css),
    () => null, // a build without a renderer: no first paint
  );
  loading.catch((error: unknown) => console.warn('[first paint: shell] could not start:', error));
  return () => loading.catch(() => null);
}

/**
 * A remote's renderer from its origin: loaded on first use, asked again (with its ETag) once it is
 * `refreshMs` old, on the next page that needs it; dropped when the remote stops answering.
 */
function remoteRenderer(
  name: string,
  scriptUrl: string,
  stylesUrl: string,
  refreshMs: number,
): () => Promise<Loaded | null> {
  /** the renderer as last loaded (`failed`: none could be, asked again after `retryMs`) */
  let current: { loaded: Promise<Loaded | null>; etag: string | null; at: number; failed?: boolean } | null =
    null;
  let refreshing: Promise<unknown> | null = null;

  async function fetchRenderer(etag: string | null) {
    // a redirect would take the code from elsewhere than the configured origin: refused
    const response = await fetch(scriptUrl, {
      headers: etag ? { 'If-None-Match': etag } : {},
      redirect: 'error',
      signal: AbortSignal.timeout(5000),
    });
    if (response.status === 304) return 'same' as const;
    if (!response.ok) throw new Error(`${scriptUrl} answered ${response.status}`);
    const [script, css] = await Promise.all([
      response.text(),
      fetch(stylesUrl, { redirect: 'error', signal: AbortSignal.timeout(5000) }).then((r) =>
        r.ok ? r.text() : '',
      ),
    ]);
    return { script, css, etag: response.headers.get('etag') };
  }

  function load(previous: typeof current) {
    const at = Date.now();
    const next = fetchRenderer(previous?.etag ?? null).then(
      async (fetched) => {
        if (fetched === 'same' && previous) {
          current = { ...previous, at };
          return;
        }
        if (fetched === 'same') throw new Error('304 without a renderer');
        const loaded = await start(name, fetched.script, fetched.css);
        current = { loaded: Promise.resolve(loaded), etag: fetched.etag, at };
      },
      (error: unknown) => {
        // the remote is down or has no renderer: no first paint of its area (nor its early request
        // and head) until it answers again
        if (previous && !previous.failed)
          console.warn(`[first paint: ${name}] dropped:`, error instanceof Error ? error.message : error);
        current = { loaded: Promise.resolve(null), etag: null, at, failed: true };
      },
    );
    return next.catch((error: unknown) => {
      console.warn(`[first paint: ${name}] could not start:`, error);
      current = { loaded: Promise.resolve(null), etag: null, at, failed: true };
    });
  }

  return async () => {
    if (!current) {
      refreshing ??= load(null).finally(() => (refreshing = null));
      await timeout(refreshing, waitMs);
      return current ? (current as { loaded: Promise<Loaded | null> }).loaded : null;
    }
    const failed = current.failed === true;
    if (Date.now() - current.at > (failed ? Math.min(retryMs, refreshMs) : refreshMs) && !refreshing) {
      refreshing = load(current).finally(() => (refreshing = null));
      // a remote that had no renderer (still starting with the shell, or back from an outage): the
      // page waits for it as for a first load; otherwise the page uses what it has and the next one
      // gets the new version
      if (failed) await timeout(refreshing, waitMs);
    }
    return current.loaded;
  };
}

/**
 * The language of a page the server paints: `?lang=`, else the visitor's `language` cookie, else
 * the browser's first Bangla or English language (contracts page-state.ts: the rule the page and
 * web-kit follow with the stored choice).
 */
export function paintLanguage(
  search: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const tags = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]!.trim());
  return chosenLanguage(search, cookieValue(cookie, languageStorageKey), tags);
}

export interface FirstPaint {
  /** inside `#root`: the screen, marked with its language */
  html: string;
  /** in the head: the apps' stylesheets and the page's own styles, and the server's script */
  head: string;
  /**
   * the hash sources of the inline scripts the server wrote in `head` (its own, not the
   * renderers': a script in what a renderer gave is never allowed by the page's policy)
   */
  scripts: string[];
}

/** The remotes whose screens are painted (the dashboard is for signed-in admins: never painted). */
const painted: ReadonlySet<RemoteName> = new Set(['catalog', 'content', 'checkout']);

/**
 * The page's script of a first paint: presses and forms held back until the app has hydrated it, and a
 * link followed while a press waits (the browser follows it itself after 10 s without the app).
 */
const holdBackScript = pageScript('holdBack', 10_000);

/** The slots of the shell's first paint: `<template data-slot="remote ./module">` … fallback … end. */
const slotPattern =
  /<template data-slot="([a-z-]+) ([^"]+)"><\/template>([\s\S]*?)<template data-slot-end=""><\/template>/g;

/**
 * The first paints of the shell's pages, and what the painted remotes' renderers say about them.
 * @param rootDir the shell's dist/
 * @param painting whether pages are painted (the renderers are asked about pages either way)
 */
export function firstPaints({
  rootDir,
  config,
  refreshMs = defaultRefreshMs,
  painting = true,
}: {
  rootDir: string;
  config: RuntimeConfig;
  refreshMs?: number | undefined;
  painting?: boolean;
}) {
  const shell = painting ? localRenderer(rootDir) : () => Promise.resolve(null);
  const apiBaseUrl = typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '';
  const remotes = new Map<RemoteName, () => Promise<Loaded | null>>();
  const remoteOf = (name: RemoteName) => {
    const manifestUrl = config[name];
    if (typeof manifestUrl !== 'string') return null;
    let renderer = remotes.get(name);
    if (!renderer) {
      // beside the remote's manifest, on the origin the configuration names
      const script = new URL(files.script, manifestUrl);
      if (rendererOriginAllowed(script)) {
        renderer = remoteRenderer(name, script.href, new URL(files.styles, manifestUrl).href, refreshMs);
      } else {
        console.warn(
          `[first paint: ${name}] not loaded: ${script.origin} is neither https nor this machine, and its code would run on this server`,
        );
        renderer = () => Promise.resolve(null);
      }
      remotes.set(name, renderer);
    }
    return renderer;
  };

  /**
   * The first paint of `pathname` + `search` in `lang`, or null when the shell cannot paint it.
   * @param early the page's early request and the answer it carries (the screen's first data)
   * @param fontHref the Bengali font file's address (a Bangla page declares it at once)
   * @param cart the visitor's cart, from its `cart` cookie (the nav's count, /order's form)
   */
  async function paint({
    pathname,
    search,
    lang,
    early,
    fontHref,
    cart = [],
  }: {
    pathname: string;
    search: string;
    lang: Language;
    early: { url: string; answer: ApiAnswer } | null;
    fontHref: string | undefined;
    cart?: readonly CartCookieLine[];
  }): Promise<FirstPaint | null> {
    // the public screens: the home page and the remotes' (not the sign-in forms, not the dashboard)
    const modules = firstScreenModules(pathname);
    if (!modules.length || modules.some(([remote]) => !painted.has(remote))) return null;
    const loadedShell = await shell();
    if (!loadedShell) return null;
    const input = { path: pathname, search, lang, apiBaseUrl, early, cart };
    const html = renderIn('shell', loadedShell, { ...input, module: './routes' });
    if (html === null) return null;
    const wanted = new Set(modules.map(([remote, module]) => `${remote} ${module}`));
    const filled = new Map<string, { html: string | null; css: string }>();
    for (const [, remote, module] of html.matchAll(slotPattern)) {
      const key = `${remote} ${module}`;
      if (!wanted.has(key) || filled.has(key)) continue;
      const loaded = await remoteOf(remote as RemoteName)?.();
      const area = loaded ? renderIn(remote!, loaded, { ...input, module: module! }) : null;
      filled.set(key, { html: area, css: loaded?.css ?? '' });
    }
    const page = html.replace(slotPattern, (_slot, remote: string, module: string, fallback: string) => {
      // in the markers of the area's Suspense boundary (the shell's `RemoteArea`), as React writes
      // them, for the browser to hydrate it; an area not painted is left for the browser to render
      const area = filled.get(`${remote} ${module}`)?.html;
      return area ? `<!--$-->${area}<!--/$-->` : `<!--$!-->${fallback}<!--/$-->`;
    });
    const styles = [
      loadedShell.css,
      ...[...filled.values()].filter((area) => area.html).map((area) => area.css),
    ];
    return {
      html: `<div data-first-paint="${lang}">${page}</div>`,
      head:
        // shown only when the page's head script found the same language and no state of the visitor's own
        // (page-scripts/page-language.ts); the apps' styles inline, so the first paint needs no request
        `<style>html[data-shown-lang]:not([data-shown-lang="${lang}"]) [data-first-paint],html[data-own-state] [data-first-paint]{display:none}\n` +
        `${styles.join('\n').replace(/<\/style/gi, '<\\/style')}</style>${loadedShell.styles(lang, fontHref)}${holdBackScript.tag}`,
      scripts: [holdBackScript.source],
    };
  }

  /**
   * What the renderers of the remote modules on the first screen of `pathname` say about the page
   * (`PageRenderer.prepare`, each asked in parallel, each bounded by `boundMs`): the first early
   * request any of them names (a page makes one), the head of the first that gives one (the
   * route's own module), and the storage keys of them all.
   */
  async function prepare(
    { pathname, search, lang }: { pathname: string; search: string; lang: Language },
    askApi: AskApi,
    boundMs: number,
  ): Promise<PreparedPages> {
    const modules = firstScreenModules(pathname).filter(([remote]) => painted.has(remote));
    const answers = await Promise.all(
      modules.map(async ([remote, module]) => {
        const loaded = await remoteOf(remote)?.();
        return loaded
          ? prepareIn(remote, loaded, { module, path: pathname, search, lang }, askApi, boundMs)
          : null;
      }),
    );
    return {
      early: answers.find((answer) => answer?.early)?.early ?? null,
      head: answers.find((answer) => answer?.head)?.head ?? null,
      ownState: [...new Set(answers.flatMap((answer) => answer?.ownState ?? []))],
    };
  }

  /**
   * The addresses the painted remotes list for the sitemap (`PageRenderer.sitemap`, reading the
   * API through `api`); a configured remote whose renderer is away fails it (the sitemap waits for
   * it rather than leave its pages out).
   */
  async function sitemapPaths(api: ApiReader): Promise<SitemapPath[]> {
    const lists = await Promise.all(
      [...painted].map(async (name) => {
        const renderer = remoteOf(name);
        if (!renderer) return []; // not configured: it has no pages here
        const loaded = await renderer();
        if (!loaded) throw new Error(`the ${name} remote's renderer is not loaded`);
        loaded.context.__api = api;
        try {
          const listed = runInContext(
            'firstPaint.renderer.sitemap ? firstPaint.renderer.sitemap(__api) : []',
            loaded.context,
            { timeout: renderMs },
          ) as PromiseLike<unknown>;
          return z
            .array(z.object({ path: z.string().regex(/^\/(?!\/)/), lastmod: z.string().nullish() }))
            .parse(JSON.parse(JSON.stringify(await listed)))
            .map(({ path, lastmod }) => ({ path, lastmod: lastmod ?? undefined }));
        } finally {
          delete loaded.context.__api;
        }
      }),
    );
    return lists.flat();
  }

  /**
   * Start the shell's renderer at once, and render once in each language (a first render is slow);
   * and start loading the painted remotes' renderers, so the first visitor after a start does not
   * wait for them (a page waits `waitMs` for a renderer still loading, then goes unpainted).
   */
  const warm = () => {
    for (const name of painted) void remoteOf(name)?.();
    return void shell().then((loaded) => {
      if (!loaded) return;
      for (const lang of languages)
        renderIn('shell', loaded, {
          module: './routes',
          path: '/',
          search: '',
          lang,
          apiBaseUrl,
          early: null,
          cart: [],
        });
    });
  };
  return Object.assign(paint, { warm, prepare, sitemapPaths });
}
