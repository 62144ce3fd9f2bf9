// What every app's server renderer needs to answer the shell's server about a page
// (contracts first-paint.ts `prepare`): its path as the router matches it, a record's key in it,
// and a record page's head from the API's answer.
import type { ApiAnswer, PageHead, PreparedPage } from '@tyre/contracts/first-paint';

/** The path without its trailing slashes (the router matches with or without one). */
export const routerPath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The decoded `:key` of `/<prefix>/:key` (as the router hands it to the screen): undefined for
 * another path, null for a key that is not valid percent-encoding (no such record: `unknownRecord`).
 */
export function recordKey(path: string, prefix: string): string | null | undefined {
  const match = new RegExp(`^/${prefix}/([^/]+)$`).exec(path);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The page of a key that cannot name a record: 404. */
export const unknownRecord: PreparedPage = { head: { status: 404 } };

/** The JSON body of a 200 answer, else null (not found, failed, or not in time). */
export const answerBody = <T>(answer: ApiAnswer | null): T | null =>
  answer?.status === 200 ? (JSON.parse(answer.body) as T) : null;

/**
 * The head of a page about one record: unknown (404), not known in time (`{}`: the site's generic
 * head), or the record's own.
 */
export function recordHead<T>(answer: ApiAnswer | null, head: (record: T) => PageHead): PageHead {
  if (answer?.status === 404) return { status: 404 };
  const record = answerBody<T>(answer);
  return record ? head(record) : {};
}

/** The size of the link-card picture the API makes at upload time (a record's `preview`). */
export const previewSize = Object.freeze({ width: 1200, height: 630 });
