// The shell page's security headers: a Content-Security-Policy made from the runtime config (so a
// remote or the API moved by configuration is allowed without a rebuild), allowing only the inline
// scripts the site server itself writes, by the hashes of their bodies taken where they are made
// (`ownScript`; the page is revalidated with its ETag: a nonce would be reused from the cache, a
// hash stays true), never a script found in the finished page (a painted area's, whatever wrote
// it); the referrer and permissions policies.
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@tyre/build-config/runtime-config';
import { VIDEO_ORIGINS } from '@tyre/contracts/constants';

/** A guest's invoice address (`/invoice/<key>`) never leaves the site in a Referer. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Powerful features the shop never uses, off for the page and anything it embeds; the location
 * only for the shop's own pages ("Dealers near me" on /dealers asks for it when pressed), never
 * for an embedded frame.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/** The players the home page's video may embed, and their posters (mf-content `video-source.ts`). */
const videoPlayers = Object.values(VIDEO_ORIGINS).map((origins) => origins.player);
const videoPosters = Object.values(VIDEO_ORIGINS).flatMap((origins) =>
  origins.poster ? [origins.poster] : [],
);

/** The CSP source that allows exactly the inline script `body`. */
const hashSource = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** An inline script the site server writes: its tag, and the CSP source that allows it (its hash). */
export interface OwnScript {
  readonly tag: string;
  readonly source: string;
}

/**
 * The site server's own inline script of `body`, with its hash: the one way the server writes an
 * inline script into the shell's page, so that the page's policy allows it and nothing else. A
 * body that could end its script early or change how the browser reads its end is refused (data
 * goes in through `inlineJson`, which writes `<` as `\u003c`).
 */
export function ownScript(body: string): OwnScript {
  if (/<\/script|<!--/i.test(body)) throw new Error('an inline script must not hold "</script" or "<!--"');
  return { tag: `<script>${body}</script>`, source: hashSource(body) };
}

/**
 * The CSP hash sources of the inline scripts of a page the build wrote (the shell's `index.html`
 * as it is on disk, read once at start; data blocks such as JSON are not run: left out). Never for
 * a finished page: a painted area's script would be allowed with the server's.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.add(hashSource(body));
  }
  return [...hashes];
}

/** The origin of an absolute URL; nothing for a relative one (the page's own origin: `'self'`). */
function originOf(url: unknown): string[] {
  if (typeof url !== 'string') return [];
  try {
    return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

/**
 * The origin of the maps' tile server (`mapTiles`, a URL template): `{s}` subdomains become a
 * wildcard host; nothing when no tile server is configured.
 */
function tileOrigin(template: unknown): string[] {
  if (typeof template !== 'string') return [];
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(template);
  if (!match) return [];
  const host = match[2]!.replace(/\{s\}/g, '*');
  return /^[\w.*-]+(?::\d+)?$/.test(host) ? [`${match[1]!.toLowerCase()}${host.toLowerCase()}`] : [];
}

/**
 * The Content-Security-Policy of a shell page. Scripts and styles come from the site and the
 * remotes' origins only; inline scripts only the server's own (`scripts`: the hash sources of the
 * `ownScript`s it wrote into this page and of its template's); styles may be inline (antd writes
 * its styles at run time); pictures and calls from the API's origin too, the home video's
 * posters from its player's picture host, and map tiles from the configured tile server; no plugins, no framing of the page.
 */
export function contentSecurityPolicy(config: RuntimeConfig, scripts: readonly string[]): string {
  const remotes = [
    ...new Set([config.catalog, config.content, config.checkout, config.dashboard].flatMap(originOf)),
  ];
  const api = originOf(config.apiBaseUrl);
  const list = (...parts: string[][]) => [...new Set(parts.flat())].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list(["'self'"], remotes, [...scripts]),
    'style-src': list(["'self'"], remotes, ["'unsafe-inline'"]),
    // the home video's facade shows its player's poster (YouTube's; Vimeo's has none)
    // the maps' tiles from the configured tile server only
    'img-src': list(["'self'", 'data:', 'blob:'], api, remotes, videoPosters, tileOrigin(config.mapTiles)),
    'font-src': list(["'self'", 'data:'], remotes),
    // blob: a private file the dashboard fetched with the admin's token, read back as a blob
    'connect-src': list(["'self'", 'blob:'], api, remotes),
    // the home video may be an .mp4 anywhere on https; uploaded pictures preview from blob:
    'media-src': list(["'self'", 'https:', 'blob:'], api),
    // the video players, and a private PDF the dashboard shows from blob:
    'frame-src': list(videoPlayers, ['blob:']),
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
