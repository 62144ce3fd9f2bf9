// The `<head>` additions of the shell's page for one address: the runtime config inline, the first
// route's whole chain of files as preload hints, the script that preloads the shown language's
// dictionaries, and the page's early API request.
import { preloadManifestFile, type RuntimeConfig } from '@tyre/build-config/runtime-config';
import type { RemoteName } from '@tyre/contracts/remotes';
import { earlyDataScript, earlyRequest } from './early-data';
import { firstScreenModules } from './first-screen';
import { escapeHtml, inlineJson } from './html';
import { ownScript, type OwnScript } from './page-policy';
import { languages } from './texts';

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

/**
 * The inline script that preloads the dictionary chunks and the font of the language the
 * page will show (the Bengali font only in Bangla, `crossorigin` as a font is fetched):
 * the one its address asks for (`?lang=`), else the one the visitor chose (`localStorage.language`),
 * else the browser's first Bangla or English language, else English (web-kit `initialLanguage`).
 * Chosen in the page, because only the page knows the stored choice. It marks `<html>` with that
 * language (`data-shown-lang`) and, for a visitor whose screens depend on what this browser keeps
 * and the server cannot know (signed in, a remembered vehicle, a cart other than its `cart` cookie
 * says: contracts cart-cookie.ts, the same text built from `localStorage`), `data-own-state`: the
 * server's first paint (first-paint.ts) shows only when it guessed the same language for a
 * visitor without such state.
 * @param byLanguage chunk URLs per language
 * @param fonts font URLs per language
 */
function dictionaryPreloadScript(
  byLanguage: Record<string, string[]>,
  fonts: Record<string, string[]>,
): OwnScript {
  return ownScript(
    `(function(c,f){var l,q=/[?&]lang=(bn|en)(?:&|$)/.exec(location.search);try{l=q?q[1]:localStorage.getItem("language")}catch(e){}if(!c[l]){l="en";var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var p=String(n[i]).toLowerCase().split("-")[0];if(p==="bn"||p==="en"){l=p;break}}}var d=document.documentElement;d.setAttribute("data-shown-lang",l);try{var o=JSON.parse(localStorage.getItem("cart")||"[]").map(function(i){return encodeURIComponent(i._id)+":"+i.quantity}).join("|"),k=/(?:^|;\\s*)cart=([^;]*)/.exec(document.cookie);if(localStorage.getItem("user")||localStorage.getItem("catalog.myVehicle")||o!==(k?k[1]:""))d.setAttribute("data-own-state","")}catch(e){}function a(h,s){var k=document.createElement("link");k.rel="preload";k.as=s;k.href=h;if(s==="font"){k.type="font/woff2";k.crossOrigin="anonymous"}document.head.appendChild(k)}c[l].forEach(function(h){a(h,"script")});(f[l]||[]).forEach(function(h){a(h,"font")})})(${inlineJson(byLanguage)},${inlineJson(fonts)})`,
  );
}

/** The `<head>` additions of a page, and the hash sources of the inline scripts among them. */
export interface PageHead {
  html: string;
  scripts: string[];
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
 */
export function headFor(
  { pathname, search }: { pathname: string; search: string },
  config: RuntimeConfig,
  manifestOf: ManifestReader,
  shell: { mf: FederationManifest | null; preloads: PreloadManifest | null },
  answerOf?: (path: string) => { status: number; headers: Record<string, string>; text: string } | undefined,
  painted: { main: string } | false = false,
): PageHead {
  const links = new Set<string>();
  const dictionaries: Record<string, string[]> = Object.fromEntries(
    languages.map((language) => [language, []]),
  );
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
  const early = earlyRequest(pathname, search);
  if (early && typeof config.apiBaseUrl === 'string') {
    const known = answerOf?.(early.path);
    head.push(
      inline(
        earlyDataScript(
          config.apiBaseUrl,
          early,
          known && { status: known.status, headers: known.headers, body: known.text },
        ),
      ),
    );
    // the pictures of the answer come from the API's origin too, on a connection of their own
    // (no CORS): open it now
    links.add(`<link rel="preconnect" href="${escapeHtml(new URL(config.apiBaseUrl).origin)}">`);
  }
  if ([...Object.values(dictionaries), ...Object.values(fonts)].some((list) => list.length))
    head.push(inline(dictionaryPreloadScript(dictionaries, fonts)));
  head.push(`<script id="runtime-config" type="application/json">${inlineJson(config)}</script>`);
  if (painted) {
    const after = appCodeAfterPaint([...code], painted.main);
    return { html: [...head, ...links, after.template + inline(after.script)].join('\n    '), scripts };
  }
  return { html: [...head, ...links, ...code].join('\n    '), scripts };
}

/**
 * What a painted page runs instead of starting its code at once: the shell's script and the
 * preloads of the first route's chain wait in an inert `<template>` until the browser reports the
 * first paint's largest picture (`fetchpriority="high"`) painted (its largest-contentful-paint
 * entry; or the page's first such entry when it has no such picture), so the picture has the
 * connection to itself on a slow network and the code's work does not hold the paint back. When
 * the pictures are in but the browser names none of them (another element was larger), the code
 * starts 0.5 s later; a browser without that entry starts it two frames after the pictures. It
 * starts at once when the first paint is hidden (another language, a visitor's own state), when
 * the visitor presses, types or moves the focus (a press is held back and done again by the app,
 * first-paint.ts), and after 3 s at most (a picture that never arrives).
 */
function appCodeAfterPaint(preloads: string[], main: string): { template: string; script: OwnScript } {
  const template = `<template id="app-code" data-main="${escapeHtml(main)}">${preloads.join('')}</template>`;
  const script =
    '(function(d,w){var s=0,P=w.PerformanceObserver,L=P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0;' +
    // the shell's script first, then the preloads one per task: with DevTools attached (Lighthouse,
    // the benches) each insertion costs 5 to 25 ms of an emulated phone's main thread, and four
    // in one task made tasks of up to 100 ms
    'function go(){if(s)return;s=1;var t=d.getElementById("app-code"),k=[].slice.call(t.content.childNodes),' +
    'e=d.createElement("script");e.src=t.getAttribute("data-main");e.fetchPriority="low";d.head.appendChild(e);' +
    '(function g(){var n=k.shift();if(n){d.head.appendChild(n);setTimeout(g,0)}})()}' +
    'function later(m){setTimeout(go,m)}later(3000);' +
    '["pointerdown","keydown","focusin"].forEach(function(n){d.addEventListener(n,go,true)});' +
    'function ready(){var f=d.querySelector("[data-first-paint]"),h=d.documentElement;' +
    // hidden (the marks of the language script; read, not measured: no layout forced here)
    'if(!f||h.hasAttribute("data-own-state")||h.getAttribute("data-shown-lang")!==f.getAttribute("data-first-paint"))return go();' +
    'var p=[].slice.call(f.querySelectorAll("img[fetchpriority=high]")),n=p.filter(function(i){return!i.complete}).length;' +
    'if(L)new P(function(l){l.getEntries().forEach(function(e){if(!p.length||p.indexOf(e.element)>=0)go()})})' +
    '.observe({type:"largest-contentful-paint",buffered:true});' +
    'function done(){if(L)later(500);else requestAnimationFrame(function(){requestAnimationFrame(function(){later(0)})})}' +
    'function one(){--n||done()}if(!n)return done();' +
    'p.forEach(function(i){if(!i.complete){i.addEventListener("load",one);i.addEventListener("error",one)}})}' +
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready()})(document,window)';
  return { template, script: ownScript(script) };
}
