// The head that link crawlers and search engines read (they run no JavaScript): each public
// page's title, description, canonical address, Open Graph and Twitter card and its schema.org
// JSON-LD, written by the shell's server into the page it sends. What a remote's page says (its
// title, description, picture, JSON-LD input; 404 for an unknown record, 410 for one that is no
// more) comes from the remote's server renderer (contracts first-paint.ts `PageHead`), which asks
// the API through `askApi` here with a bounded wait; past the wait the page goes out with the
// generic head of its kind, never later. This file writes it, escaped, with the site's own parts
// (its name, addresses, languages, the home page's head, the private pages' noindex).
import type { ContactInfo } from '@tyre/contracts';
import type { AskApi, PageHead } from '@tyre/contracts/first-paint';
import { callPath } from '@tyre/contracts/route';
import { escapeHtml } from './html';
import { organizationData, structuredData, structuredItems } from './structured-data';
import { home, languageOf, languages, privatePaths, siteName, summary, words, type Lang } from './texts';

/** How long the server waits for the API before it sends the generic head (by default). */
export const apiWaitMs = 300;
/** How long an API answer is reused (the head of a popular product costs one request a minute). */
const cacheMs = 60_000;
const cacheMax = 500;
/**
 * How old an answer may be for the page to carry it as its early answer (the screen shows it
 * without asking): fresher than the head's cache, since the screen shows stock and prices.
 */
const reuseMs = 15_000;
/** The answer's headers the page's API client reads (CORS: the exposed ones). */
const sharedHeaders = ['content-type', 'x-total-count'];

/** An API answer as the head read it: its status, parsed body, text and the headers the page reads. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  text: string;
  headers: Record<string, string>;
}

/** Pages a search engine must not list (they are per visitor or behind a login). */
const privatePage = new RegExp(`^(?:${privatePaths.join('|')})(?:/|$)`);

interface Picture {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What the head of a page says (every value escaped when written). */
interface HeadTags {
  title: string;
  description?: string;
  url?: string;
  site?: string;
  type?: string;
  image?: Picture | null;
  price?: number;
  robots?: string;
  lang?: Lang;
  alternates?: { base: string };
}

/** The status and head of a page (`lang`: the language its address asks for, if any). */
export interface CrawlerHead {
  status: number;
  lang?: Lang;
  head: string;
}

/**
 * Makes the crawler head of the shell's pages.
 * `publicOrigin`: the site's own address as visitors see it (for canonical and Open Graph
 * addresses), else the request's; `waitMs`: the bound on the API's answer (tests on a loaded
 * machine give more).
 */
export function crawlerHeads({
  apiBaseUrl,
  publicOrigin,
  waitMs = apiWaitMs,
}: {
  apiBaseUrl: string;
  publicOrigin?: string | undefined;
  waitMs?: number | undefined;
}) {
  const files = `${apiBaseUrl.replace(/\/+$/, '')}/files/`;
  type Answer = ApiAnswer | null;
  const cache = new Map<string, { at: number; answer: Promise<Answer>; settled?: Answer }>();

  /**
   * The API's answer for `path`, or null when it did not come within the wait (or failed); one up
   * to `maxAgeMs` old (a minute unless said) is taken from the cache.
   */
  function ask(path: string, maxAgeMs = cacheMs): Promise<Answer> {
    const cached = cache.get(path);
    let answer = cached && Date.now() - cached.at < maxAgeMs ? cached.answer : null;
    if (!answer) {
      const asked: Promise<Answer> = fetch(apiBaseUrl + path, { signal: AbortSignal.timeout(5000) })
        .then(async (response) => {
          if (response.status === 404) return { status: 404, body: null, text: '', headers: {} };
          if (!response.ok) return null;
          const text = await response.text();
          const headers: Record<string, string> = {};
          for (const name of sharedHeaders) {
            const value = response.headers.get(name);
            if (value !== null) headers[name] = value;
          }
          return { status: response.status, body: JSON.parse(text) as unknown, text, headers };
        })
        .catch(() => null);
      answer = asked;
      if (cache.size >= cacheMax) cache.delete(cache.keys().next().value!);
      const entry: { at: number; answer: Promise<Answer>; settled?: Answer } = {
        at: Date.now(),
        answer: asked,
      };
      cache.set(path, entry);
      void asked.then((value) => {
        entry.settled = value;
        // a failure is not kept: the next visitor asks again
        if (value === null && cache.get(path) === entry) cache.delete(path);
      });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }

  /**
   * The API's successful answer for `path` when a head already has it and it is at most
   * `reuseMs` old: the page can carry it instead of asking again (its early request).
   */
  function answered(path: string): ApiAnswer | undefined {
    const cached = cache.get(path);
    if (!cached?.settled || cached.settled.status !== 200 || Date.now() - cached.at > reuseMs)
      return undefined;
    return cached.settled;
  }

  /**
   * The status and head of `pathname` (+ `search`); `origin`: the request's origin (when no
   * public origin is configured); `page`: what the page's app said about it (its server
   * renderer's `PageHead`), none when no app spoke for it (a screen of the shell's own, a path no
   * screen serves, a remote whose renderer is away): then the site's name.
   */
  async function headOf(
    pathname: string,
    origin: string,
    search = '',
    page?: PageHead | null,
  ): Promise<CrawlerHead> {
    const site = (publicOrigin || origin).replace(/\/+$/, '');
    const asked = languageOf(search);
    const lang = asked ?? 'en';
    const base = site + (pathname === '/' ? '/' : pathname.replace(/\/+$/, ''));
    // each language's page is its own address (`?lang=`); the one without is the default
    const url = asked ? `${base}?lang=${asked}` : base;
    const alternates = { base };
    if (privatePage.test(pathname)) {
      return { status: 200, lang: asked, head: tags({ title: siteName, robots: 'noindex, nofollow' }) };
    }
    const path = pathname === '/home' ? '/' : pathname.replace(/\/+$/, '') || '/';
    if (path === '/') {
      // the shell's own home page, with the shop and its offices
      const contact = (await ask(callPath('GET /contact')))?.body as ContactInfo | null | undefined;
      return {
        status: 200,
        lang: asked,
        head:
          tags({ ...home[lang], type: 'website', url, site, lang, alternates }) +
          structuredData([organizationData(site, contact)]),
      };
    }
    // a screen of the shell's own, or a path no app spoke for: the site's name, as before
    if (!page) return { status: 200, lang: asked, head: tags({ title: siteName }) };
    if (page.status === 404)
      return {
        status: 404,
        lang: asked,
        head: tags({ title: `${words[lang].notFound} · ${siteName}`, robots: 'noindex' }),
      };
    const written: HeadTags = {
      title: page.title ? `${page.title} · ${siteName}` : siteName,
      description: page.description ? summary(page.description) : undefined,
      type: page.type ?? 'website',
      image: page.image && {
        url: files + page.image.file,
        width: page.image.width,
        height: page.image.height,
        alt: page.image.alt,
      },
      price: page.price,
      url,
      site,
      lang,
      alternates,
    };
    // a record that is no more: not to be listed
    if (page.status === 410)
      return { status: 410, lang: asked, head: tags({ ...written, robots: 'noindex' }) };
    let data = '';
    try {
      data = structuredData(structuredItems(page.structured ?? [], { site, url, lang, files }));
    } catch (error) {
      // an input the builders cannot read: the page goes out without its JSON-LD
      console.warn(`[crawler head] no JSON-LD for ${pathname}:`, error);
    }
    return { status: 200, lang: asked, head: tags(written) + data };
  }

  /**
   * The API's answer for `path` fresh enough for a page to carry (at most `reuseMs` old: asked
   * again when older), or undefined when it did not come within the wait or failed.
   */
  async function askFresh(path: string): Promise<ApiAnswer | undefined> {
    await ask(path, reuseMs);
    return answered(path);
  }

  /**
   * The API as a page's renderers ask it (contracts first-paint.ts `AskApi`): the answer within
   * the page's wait, shared with the head and the next pages for a while (`ask`).
   */
  const askApi: AskApi = async (path) => {
    const answer = await ask(path);
    return answer && { status: answer.status, headers: answer.headers, body: answer.text };
  };

  return Object.assign(headOf, { answered, askFresh, askApi });
}

/** The head's tags; every value escaped. */
function tags({
  title,
  description,
  url,
  site,
  type,
  image,
  price,
  robots,
  lang = 'en',
  alternates,
}: HeadTags): string {
  const out = [`<title>${escapeHtml(title)}</title>`];
  const meta = (name: string, content: unknown) =>
    out.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  const property = (name: string, content: unknown) =>
    out.push(`<meta property="${name}" content="${escapeHtml(content)}">`);
  if (description) meta('description', description);
  if (robots) meta('robots', robots);
  if (!url) return out.join('');
  out.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  if (alternates) {
    // the same page in each language, and the address without one for everyone else
    for (const language of languages)
      out.push(
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(`${alternates.base}?lang=${language}`)}">`,
      );
    out.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates.base)}">`);
  }
  property('og:site_name', siteName);
  property('og:type', type);
  property('og:title', title);
  if (description) property('og:description', description);
  property('og:url', url);
  property('og:locale', words[lang].locale);
  property('og:locale:alternate', words[lang === 'bn' ? 'en' : 'bn'].locale);
  const picture = image ?? { url: `${site}/icon-512.png`, width: 512, height: 512, alt: siteName };
  property('og:image', picture.url);
  property('og:image:width', picture.width);
  property('og:image:height', picture.height);
  property('og:image:alt', picture.alt);
  meta('twitter:card', 'summary_large_image');
  meta('twitter:title', title);
  if (description) meta('twitter:description', description);
  meta('twitter:image', picture.url);
  if (price !== undefined) {
    property('product:price:amount', price);
    property('product:price:currency', 'BDT');
  }
  return out.join('');
}
