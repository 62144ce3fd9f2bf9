// The shell page's security headers: a Content-Security-Policy made from the runtime config (so a
// remote or the API moved by configuration is allowed without a rebuild), allowing the page's own
// inline scripts by their hashes (the page is revalidated with its ETag: a nonce would be reused
// from the cache, a hash stays true); the referrer and permissions policies.
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@tyre/build-config/runtime-config';

/** A guest's invoice address (`/invoice/<key>`) never leaves the site in a Referer. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Powerful features the shop never uses, off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/** The players the home page's video may embed (mf-content `video-source.ts`). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** The CSP hash sources of the page's inline scripts (data blocks such as JSON are not run: left out). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
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
 * The Content-Security-Policy of a shell page. Scripts and styles come from the site and the
 * remotes' origins only; inline scripts only the page's own (the early request, the language
 * preload, the template's), by their hashes; styles may be inline (antd writes its styles at run
 * time); pictures and calls from the API's origin too; no plugins, no framing of the page.
 */
export function contentSecurityPolicy(config: RuntimeConfig, html: string): string {
  const remotes = [
    ...new Set([config.catalog, config.content, config.checkout, config.dashboard].flatMap(originOf)),
  ];
  const api = originOf(config.apiBaseUrl);
  const list = (...parts: string[][]) => [...new Set(parts.flat())].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list(["'self'"], remotes, inlineScriptHashes(html)),
    'style-src': list(["'self'"], remotes, ["'unsafe-inline'"]),
    'img-src': list(["'self'", 'data:', 'blob:'], api, remotes),
    'font-src': list(["'self'", 'data:'], remotes),
    // blob: a private file the dashboard fetched with the admin's token, read back as a blob
    'connect-src': list(["'self'", 'blob:'], api, remotes),
    // the home video may be an .mp4 anywhere on https; uploaded pictures preview from blob:
    'media-src': list(["'self'", 'https:', 'blob:'], api),
    // the video players, and a private PDF the dashboard shows from blob:
    'frame-src': list(VIDEO_FRAMES, ['blob:']),
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
