/**
 * The first API request of a page, started by the shell's page before any code loaded (the static
 * server's inline script, packages/site-server/src/page-scripts/early-data.ts, asking what the page's
 * remote renderer named): its URL and the promise of its
 * answer (null when it failed or was not 2xx).
 */
export interface EarlyRequest {
  url: string;
  /** `performance.now()` when it started */
  at: number;
  response: Promise<EarlyAnswer | null>;
  /** the answer once it is in (null when it failed); absent while it loads */
  answer?: EarlyAnswer | null;
  /** `performance.now()` when the app's code first took it (see `earlyResponseShareMs`) */
  takenAt?: number;
}

export interface EarlyAnswer {
  status: number;
  /** the headers the page may read (CORS: the safelisted ones and the exposed `X-Total-Count`) */
  headers: Record<string, string>;
  body: string;
}

declare global {
  // the page's inline script sets it on `window`; a server renderer of the first paint
  // (web-kit first-paint/server.tsx) sets it on its own global while it renders
  var __tyreEarly: EarlyRequest | undefined;
}

/** An early answer older than this is not used (the visitor stayed on a page long enough to go elsewhere). */
export const earlyResponseMaxAgeMs = 60_000;

/** A URL with its query parameters in one order: the same request whatever order they were written in. */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.sort();
  return `${parsed.origin}${parsed.pathname}?${parsed.searchParams.toString()}`;
}

/**
 * While the first screen loads (this long after the app's code first took the early answer), every
 * GET of its URL takes it too: on the home page the shell and the content remote both ask for the
 * banners, and a screen may render twice (the first paint's take-over). Counted from the first
 * take, not from the request, so a slow phone whose code arrives late still shares it; later GETs
 * go to the API.
 */
export const earlyResponseShareMs = 10_000;

/** The page's early request when it asked `url` and may still be used (see `earlyResponseShareMs`). */
function earlyRequestOf(url: string): EarlyRequest | undefined {
  const early = globalThis.__tyreEarly;
  if (!early) return undefined;
  const age = performance.now() - early.at;
  if (age > earlyResponseMaxAgeMs) {
    delete globalThis.__tyreEarly;
    return undefined;
  }
  if (canonicalUrl(early.url) !== canonicalUrl(url)) return undefined;
  const now = performance.now();
  early.takenAt ??= now;
  if (now - early.takenAt > earlyResponseShareMs) {
    delete globalThis.__tyreEarly;
    return undefined;
  }
  return early;
}

/**
 * The early answer for a GET of `url`; undefined when the page started no such request (another
 * URL, already taken for the last time, or too old).
 */
export function takeEarlyResponse(url: string): Promise<EarlyAnswer | null> | undefined {
  return earlyRequestOf(url)?.response;
}

/**
 * The early answer for a GET of `url` when it is already in and succeeded, at once (a screen's
 * first render can show it instead of a loading state); undefined otherwise.
 */
export function settledEarlyResponse(url: string): EarlyAnswer | undefined {
  const early = globalThis.__tyreEarly;
  // only an answer that is in counts as taken (the `answer` check first)
  return early?.answer ? (earlyRequestOf(url)?.answer ?? undefined) : undefined;
}

/**
 * `fetch`, except that a GET without a token whose URL the page asked early is answered from that
 * early answer (see `takeEarlyResponse`). For a `fetch`-based client: call this instead of `fetch`.
 */
export async function fetchWithEarlyResponse(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const signed = new Headers(init.headers).has('Authorization');
  const early = method === 'GET' && !signed ? takeEarlyResponse(url) : undefined;
  const answer = early ? await early : null;
  if (!answer || init.signal?.aborted) return fetch(url, init);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
