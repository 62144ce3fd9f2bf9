// `/robots.txt` and `/sitemap.xml` of the shell: what search engines may list, and every address
// they should: the home page, and what each painted remote's server renderer lists (its pages and
// records, read from the API: contracts first-paint.ts `PageRenderer.sitemap`).
import type { ApiAnswer, ApiReader, SitemapPath } from '@tyre/contracts/first-paint';
import { escapeHtml } from './html';
import { languages, privatePaths } from './texts';

/** `/robots.txt` of the shell: public pages allowed, the private screens not, the sitemap named. */
export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The most addresses one sitemap file may list (the sitemaps protocol's limit). */
export const sitemapMax = 50_000;
/** The most addresses read from the API for the sitemap at all (a sanity bound). */
const sitemapRecordsMax = 1_000_000;
const sitemapCacheMs = 10 * 60_000;
/** The most site addresses whose files are kept at once (the configured ones are a few). */
const sitesMax = 4;

/** One address of a sitemap, with the date it last changed if known. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string | undefined;
}

/** One `<url>` of a sitemap, with the page in each language (`?lang=`) and without one. */
function sitemapUrl({ loc, lastmod }: SitemapEntry): string {
  const alternates = [
    ...languages.map((language) => [language, `${loc}?lang=${language}`]),
    ['x-default', loc],
  ]
    .map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    )
    .join('');
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}${alternates}</url>`;
}

/**
 * The sitemap files of `entries`: one `urlset` when they fit in one file (`perFile`), else an
 * index (`/sitemap.xml`) naming `/sitemap-1.xml`, `/sitemap-2.xml`, … of `perFile` each.
 * @returns file path → XML
 */
export function sitemapFiles(
  entries: SitemapEntry[],
  site: string,
  perFile = sitemapMax,
): Map<string, string> {
  const urlset = (list: SitemapEntry[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${list.map(sitemapUrl).join('\n')}\n</urlset>\n`;
  if (entries.length <= perFile) return new Map([['/sitemap.xml', urlset(entries)]]);
  const files = new Map<string, string>();
  const parts = [];
  for (let i = 0; i * perFile < entries.length; i++) {
    const path = `/sitemap-${i + 1}.xml`;
    files.set(path, urlset(entries.slice(i * perFile, (i + 1) * perFile)));
    parts.push(`<sitemap><loc>${escapeHtml(site + path)}</loc></sitemap>`);
  }
  files.set(
    '/sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`,
  );
  return files;
}

/** The sitemap file at `path` (`/sitemap.xml`, or a part) for the site at `origin`, or null. */
export type SitemapOf = (origin: string, path?: string) => Promise<string | null>;

/**
 * Makes `/sitemap.xml` (and its parts past 50,000 addresses): the home page and every address the
 * remotes list (`remotePaths`, given the API to read: every public page, active product, tyre
 * range, news story, open job and dealer), read from the API a page at a time and kept for ten
 * minutes, whatever site address asks (the addresses are read once; the files are written for
 * each of the few site addresses: a new address never makes the catalogue be read again). A remote
 * that cannot list its addresses (its renderer away, the API failing) fails the read: the sitemap
 * is then not written, and read again on the next ask.
 */
export function sitemaps({
  apiBaseUrl,
  publicOrigin,
  remotePaths,
}: {
  apiBaseUrl: string;
  publicOrigin?: string | undefined;
  remotePaths: (api: ApiReader) => Promise<SitemapPath[]>;
}): SitemapOf {
  /** the records' paths (`/products/grip-90`) as last read, and the files written from them per site */
  let cached: { at: number; paths: Promise<SitemapEntry[]>; files: Map<string, Map<string, string>> } | null =
    null;
  const api: ApiReader = {
    async read(path) {
      const response = await fetch(apiBaseUrl + path, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => (headers[name] = value));
      return { status: response.status, headers, body: await response.text() } satisfies ApiAnswer;
    },
    /** Every item of a paginated list (0-based pages of `size`, total in X-Total-Count). */
    async readAll(path, size) {
      const items: unknown[] = [];
      for (let page = 0; items.length < sitemapRecordsMax; page++) {
        const answer = await api.read(`${path}${path.includes('?') ? '&' : '?'}page=${page}&size=${size}`);
        const body = JSON.parse(answer.body) as unknown[];
        items.push(...body);
        if (body.length < size || items.length >= Number(answer.headers['x-total-count'] ?? 0)) break;
      }
      return items;
    },
  };

  /** The site's paths, below its address. */
  async function read(): Promise<SitemapEntry[]> {
    const paths = await remotePaths(api);
    return [{ loc: '/' }, ...paths.map(({ path, lastmod }) => ({ loc: path, lastmod }))];
  }

  return async function sitemapOf(origin, path = '/sitemap.xml') {
    const site = (publicOrigin || origin).replace(/\/+$/, '');
    if (!cached || Date.now() - cached.at > sitemapCacheMs) {
      const paths = read();
      const entry = { at: Date.now(), paths, files: new Map<string, Map<string, string>>() };
      cached = entry;
      paths.catch(() => cached === entry && (cached = null));
    }
    const { paths, files } = cached;
    let written = files.get(site);
    if (!written) {
      written = sitemapFiles(
        (await paths).map((entry) => ({ ...entry, loc: site + entry.loc })),
        site,
      );
      if (files.size >= sitesMax) files.delete(files.keys().next().value!);
      files.set(site, written);
    }
    return written.get(path) ?? null;
  };
}
