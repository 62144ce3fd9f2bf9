// The `<head>` additions of the shell's page for one address: the runtime config inline, the first
// route's whole chain of files as preload hints, the script that preloads the shown language's
// dictionaries, and the page's early API request (the one its remote's renderer named).
import { preloadManifestFile, type RuntimeConfig } from '@tyre/build-config/runtime-config';
import type { EarlyRequest } from '@tyre/contracts/first-paint';
import type { RemoteName } from '@tyre/contracts/remotes';
import { firstScreenModules } from './first-screen';
import { escapeHtml, inlineJson } from './html';
import type { OwnScript } from './page-policy';
import { pageScript } from './page-scripts';
import { appCodeTemplateId } from './page-scripts/app-code';
import { languages, type Lang } from './texts';

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

/** `{ js, css }`: the files of a chunk group. */
interface Files {
  js?: string[];
  css?: string[];
}
/** `preload-manifest.json` of an app (packages/build-config/preload-manifest.mjs). */
export interface PreloadManifest {
  initial?: Files;
  entry?: Files;
  shared?: Record<string, Files>;
  dictionaries?: Record<string, Files>;
  /** per language, the font files only that language uses (web-kit's Bengali font) */
  fonts?: Record<string, string[]>;
}
/** The parts of a Module Federation `mf-manifest.json` the hints need. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  shared?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
  exposes?: Array<{
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }>;
}

/** `{ js, css }` of a preload manifest entry, never undefined. */
const filesOf = (entry: Files | null | undefined) => ({ js: entry?.js ?? [], css: entry?.css ?? [] });

/** The remotes' manifests as the shell's server last read them. */
export interface ManifestReader {
  (url: string): FederationManifest | null;
  /** A remote's `preload-manifest.json` (its dictionary chunks), beside its `mf-manifest.json`. */
  preloads: (manifestUrl: string) => PreloadManifest | null;
  /** Read the public pages' remotes now, so the first visitor already gets the full hints. */
  warm: () => void;
}

/**
 * The remotes' manifests as the shell's server last read them (for preload hints only: a stale or
 * missing manifest costs a wasted or a missing hint, never a broken page). Read at start and again
 * in the background when older than a minute (`maxAgeMs`); a remote that is down or hangs is
 * skipped, and asked again a few seconds later (`retryMs`: a remote still starting with the shell).
 */
export function manifestReader(
  config: RuntimeConfig,
  { maxAgeMs = 60_000, retryMs = 3_000 }: { maxAgeMs?: number; retryMs?: number } = {},
): ManifestReader {
  const known = new Map<string, { until: number; manifest: unknown; pending?: Promise<void> | undefined }>();
  const refresh = (url: string) => {
    const entry = known.get(url) ?? { until: 0, manifest: null };
    if (entry.pending) return;
    entry.pending = fetch(url, { signal: AbortSignal.timeout(3000) })
      .then((r) => (r.ok ? (r.json() as Promise<unknown>) : null))
      .catch(() => null)
      .then((manifest) => {
        entry.manifest = manifest ?? entry.manifest;
        // read again in a minute; a remote not answering (still starting, or down) in a few seconds
        entry.until = Date.now() + (manifest ? maxAgeMs : retryMs);
        entry.pending = undefined;
      });
    known.set(url, entry);
  };
  const read = (url: string) => {
    const entry = known.get(url);
    if (!entry || Date.now() > entry.until) refresh(url);
    return entry?.manifest ?? null;
  };
  return Object.assign((url: string) => read(url) as FederationManifest | null, {
    preloads: (manifestUrl: string) =>
      read(new URL(preloadManifestFile, manifestUrl).href) as PreloadManifest | null,
    warm: () => {
      for (const name of ['catalog', 'content', 'checkout'] as const) {
        const url = config[name];
        if (typeof url !== 'string') continue;
        read(url);
        read(new URL(preloadManifestFile, url).href);
      }
    },
  });
}

/** The `<head>` additions of a page, and the hash sources of the inline scripts among them. */
export interface PageHead {
  html: string;
  scripts: string[];
}

/** What the page's apps said about it (first-paint.ts `prepare`), for its head. */
export interface PageNeeds {
  /** the first screen's first API request (its remote's renderer named it) */
  early?: EarlyRequest | null;
  /** the painted apps' own storage keys: a visitor who has one gets the page unpainted */
  ownState?: readonly string[];
}

/**
 * The `<head>` additions of the shell's page for `pathname` + `search`: the runtime config inline
 * (no `/remotes.json` round trip); the first route's whole chain as preload hints (the shell's
 * shared chunks, its bootstrap chunk and stylesheet, and for each remote module of the first screen
 * its manifest, remote entry, chunk and stylesheet), so that the browser fetches it at once
 * instead of one link after another; a script that preloads the shown language's message
 * dictionaries of the shell and of those remotes; and the first API request of the page.
 * @param shell the shell's own manifests
 * @param answerOf the API's answer to a path when the server already has it fresh (the crawler
 *   head asked): the page then carries its early answer instead of asking
 * @param painted the page carries its first screen as HTML (first-paint.ts), and `main` is the
 *   shell's script the page no longer starts itself: the code is not what paints the page, so it
 *   and its preloads start once the first paint's largest pictures are in (`appCodeAfterPaint`)
 * @param needs the page's early request and the painted apps' own storage keys
 */
export function headFor(
  { pathname }: { pathname: string },
  config: RuntimeConfig,
  manifestOf: ManifestReader,
  shell: { mf: FederationManifest | null; preloads: PreloadManifest | null },
  answerOf?: (path: string) => { status: number; headers: Record<string, string>; text: string } | undefined,
  painted: { main: string } | false = false,
  { early = null, ownState = [] }: PageNeeds = {},
): PageHead {
  const links = new Set<string>();
  const dictionaries = Object.fromEntries(languages.map((language) => [language, []])) as unknown as Record<
    Lang,
    string[]
  >;
  // the page's code and its stylesheets (under a first paint they start after its pictures)
  const code = new Set<string>();
  // under a first paint, at a low priority: behind the pictures the visitor sees
  const priority = painted ? ' fetchpriority="low"' : '';
  const script = (href: string) =>
    code.add(`<link rel="preload" as="script"${priority} href="${escapeHtml(href)}">`);
  const style = (href: string) =>
    code.add(`<link rel="preload" as="style"${priority} href="${escapeHtml(href)}">`);
  const addDictionaries = (preloads: PreloadManifest | null | undefined, at: (file: string) => string) => {
    for (const language of languages)
      for (const file of filesOf(preloads?.dictionaries?.[language]).js)
        dictionaries[language]!.push(at(file));
  };

  const local = (file: string) => `/${file}`;
  // the page's own script first, and as urgent as the preloads: a deferred script is fetched at
  // a low priority, after every preload of its origin (six connections at a time)
  for (const file of filesOf(shell.preloads?.initial).js)
    code.add(
      `<link rel="preload" as="script" fetchpriority="${painted ? 'low' : 'high'}" href="${escapeHtml(local(file))}">`,
    );
  for (const shared of (shell.mf?.shared ?? []).filter((s) => startupShared.has(s.name))) {
    // the chunks of the shell's own provided copy (the preload manifest), else the manifest's list
    const own = shell.preloads?.shared?.[shared.name];
    const { js, css } = own
      ? filesOf(own)
      : filesOf(shared.assets?.js && { js: shared.assets.js.sync ?? [] });
    for (const file of js) script(local(file));
    for (const file of css) style(local(file));
  }
  for (const file of filesOf(shell.preloads?.entry).js) script(local(file));
  for (const file of filesOf(shell.preloads?.entry).css) style(local(file));
  addDictionaries(shell.preloads, local);
  // the shell's copy of web-kit is the one the page runs, so its font files are the ones it asks for
  const fonts = Object.fromEntries(
    Object.entries(shell.preloads?.fonts ?? {}).map(([language, files]) => [language, files.map(local)]),
  );

  const remotesWithDictionaries = new Set<RemoteName>();
  for (const [remote, exposed] of firstScreenModules(pathname)) {
    const manifestUrl = config[remote];
    if (typeof manifestUrl !== 'string') continue;
    code.add(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`);
    const manifest = manifestOf(manifestUrl);
    if (!manifest) continue;
    const meta = manifest.metaData ?? {};
    const base =
      meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('./', manifestUrl).href;
    const at = (file: string) => new URL(file, base).href;
    const entry = meta.remoteEntry;
    if (entry?.name) script(at((entry.path ? entry.path + '/' : '') + entry.name));
    const expose = (manifest.exposes ?? []).find((e) => e.path === exposed || `./${e.name}` === exposed);
    for (const file of expose?.assets?.js?.sync ?? []) script(at(file));
    for (const file of expose?.assets?.css?.sync ?? []) style(at(file));
    if (!remotesWithDictionaries.has(remote)) {
      remotesWithDictionaries.add(remote);
      addDictionaries(manifestOf.preloads(manifestUrl), at);
    }
  }

  const head: string[] = [];
  /** the hash sources of the inline scripts the head carries (the page's policy allows those only) */
  const scripts: string[] = [];
  const inline = (script: OwnScript) => {
    scripts.push(script.source);
    return script.tag;
  };
  if (early && typeof config.apiBaseUrl === 'string') {
    const known = answerOf?.(early.path);
    head.push(
      inline(
        pageScript(
          'earlyData',
          config.apiBaseUrl,
          early.path,
          early.picture ?? null,
          known ? { status: known.status, headers: known.headers, body: known.text } : null,
        ),
      ),
    );
    // the pictures of the answer come from the API's origin too, on a connection of their own
    // (no CORS): open it now
    links.add(`<link rel="preconnect" href="${escapeHtml(new URL(config.apiBaseUrl).origin)}">`);
  }
  if ([...Object.values(dictionaries), ...Object.values(fonts)].some((list) => list.length))
    head.push(inline(pageScript('pageLanguage', dictionaries, fonts, [...ownState])));
  head.push(`<script id="runtime-config" type="application/json">${inlineJson(config)}</script>`);
  if (painted) {
    const after = appCodeAfterPaint([...code], painted.main);
    return { html: [...head, ...links, after.template + inline(after.script)].join('\n    '), scripts };
  }
  return { html: [...head, ...links, ...code].join('\n    '), scripts };
}

/**
 * What a painted page runs instead of starting its code at once (page-scripts/app-code.ts): the
 * shell's script and the preloads of the first route's chain wait in an inert `<template>` until
 * the first paint's largest picture is painted, the visitor acts, or 3 s have passed.
 */
function appCodeAfterPaint(preloads: string[], main: string): { template: string; script: OwnScript } {
  const template = `<template id="${appCodeTemplateId}" data-main="${escapeHtml(main)}">${preloads.join('')}</template>`;
  return { template, script: pageScript('appCodeAfterPaint') };
}
