// The head that link crawlers and search engines read (they run no JavaScript): each public
// page's title, description, canonical address, Open Graph and Twitter card, written by the
// shell's server into the page it sends. A page about one record (a product, a tyre range, a news
// story, a job) asks the API for it with a bounded wait; past the wait the page goes out with the
// generic head of its kind, never later. An unknown record answers 404 (the page still shows its
// friendly not-found screen).
import type { Thing } from 'schema-dts';
import type { ContactInfo, Dealer, Job, NewsPost, Product, ProductCard, TyreRange } from '@tyre/contracts';
import { earlyRequest } from './early-data';
import { escapeHtml } from './html';
import {
  breadcrumbs,
  itemList,
  jobPostingData,
  newsArticleData,
  organizationData,
  productData,
  structuredData,
  tireShopData,
} from './structured-data';
import {
  generic,
  languageOf,
  languages,
  pick,
  privatePaths,
  siteName,
  summary,
  words,
  type Lang,
} from './texts';

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

const bdt = (amount: number) => `BDT ${new Intl.NumberFormat('en-IN').format(amount)}`;

/** A story's text in `lang`: in Bangla only a story with a Bangla title is told in Bangla (as the page does). */
const storyText = (story: NewsPost, lang: Lang) =>
  lang === 'bn' && story.titleBn?.trim() ? story.descBn?.trim() || story.desc : story.desc;

/**
 * A list page's first screen as an `ItemList`: the API request the list shows first (the page's
 * early request, so that the page can carry the answer), and each item's path and name.
 */
interface ListPage<T> {
  api: string;
  entry: (item: T, lang: Lang) => [string, string];
}
const listPage = <T>(page: ListPage<T>) => page as ListPage<unknown>;

const lists: Record<string, ListPage<unknown>> = {
  '/products': listPage<ProductCard>({
    api: earlyRequest('/products', '')!.path,
    entry: (product, lang) => [`/products/${encodeURIComponent(product.slug)}`, pick(product, 'title', lang)],
  }),
  '/news': listPage<NewsPost>({
    api: earlyRequest('/news', '')!.path,
    entry: (story, lang) => [`/news/${encodeURIComponent(story._id)}`, pick(story, 'title', lang)],
  }),
  '/dealers': listPage<Dealer>({
    api: '/dealers?page=0&size=20',
    entry: (dealer, lang) => [`/dealers/${encodeURIComponent(dealer.slug)}`, pick(dealer, 'name', lang)],
  }),
  '/career': listPage<Job>({
    api: '/job',
    entry: (job, lang) => [`/jobs/${encodeURIComponent(job.slug)}`, pick(job, 'title', lang)],
  }),
};

/** Pages a search engine must not list (they are per visitor or behind a login). */
const privatePage = new RegExp(`^(?:${privatePaths.join('|')})(?:/|$)`);

/**
 * The link-card picture the API makes at upload time (the picture on the brand's green); records
 * stored before it existed fall back to their card or thumbnail.
 */
const PREVIEW_SIZE = { width: 1200, height: 630 };

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

/** The head of a page about one record, and its JSON-LD for the page's address. */
interface RecordHead extends Omit<HeadTags, 'url' | 'site' | 'lang' | 'alternates'> {
  /** the record is no more (a closed job): 410 */
  gone?: boolean;
  data?: (url: string, site: string) => Thing[];
}

/**
 * A page about one record: the API path that answers it and how its answer becomes a head.
 * `files` is the API's file address (`<api>/files/`).
 */
interface RecordPage<T> {
  path: RegExp;
  api: (key: string) => string;
  head: (record: T, files: string, lang: Lang) => RecordHead;
}
const recordPage = <T>(page: RecordPage<T>) => page as RecordPage<unknown>;

const records = [
  recordPage<Product>({
    path: /^\/products\/([^/]+)\/?$/,
    api: (slug) => `/products/${encodeURIComponent(slug)}`,
    head: (product, files, lang) => ({
      title: `${pick(product, 'title', lang)} · ${siteName}`,
      description: summary(
        pick(product, 'description', lang) ||
          `${product.title}: ${product.categoryName} tyre, size ${product.sizeLabel}, ${bdt(product.price)} with Cash on Delivery or bKash across Bangladesh.`,
      ),
      type: 'product',
      image: product.thumbnail?.preview
        ? { url: files + product.thumbnail.preview, ...PREVIEW_SIZE, alt: product.title }
        : product.thumbnailImage
          ? { url: files + product.thumbnailImage, width: 400, height: 400, alt: product.title }
          : null,
      price: product.price,
      data: (url, site) => [
        productData(product, files, lang, url),
        breadcrumbs(site, lang, [
          [words[lang].tyres, '/products'],
          [pick(product, 'title', lang), url],
        ]),
      ],
    }),
  }),
  recordPage<TyreRange>({
    path: /^\/tire\/([^/]+)\/?$/,
    api: (slug) => `/tires/${encodeURIComponent(slug)}`,
    head: (range, files, lang) => ({
      title: `${pick(range, 'name', lang)} · ${siteName}`,
      description: summary(
        pick(range, 'description', lang) ||
          `${range.name}: a ${range.categoryName} tyre range by ${siteName}.`,
      ),
      type: 'website',
      image: range.image?.preview
        ? { url: files + range.image.preview, ...PREVIEW_SIZE, alt: range.name }
        : range.image?.thumb
          ? { url: files + range.image.thumb, width: 400, height: 400, alt: range.name }
          : null,
      data: (url, site) => [
        breadcrumbs(site, lang, [
          [words[lang].tyres, '/products'],
          [pick(range, 'name', lang), url],
        ]),
      ],
    }),
  }),
  recordPage<NewsPost>({
    path: /^\/news\/([^/]+)\/?$/,
    api: (id) => `/news/${encodeURIComponent(id)}`,
    head: (story, files, lang) => ({
      title: `${pick(story, 'title', lang)} · ${siteName}`,
      description: summary(storyText(story, lang)),
      type: 'article',
      image: story.preview
        ? { url: files + story.preview, ...PREVIEW_SIZE, alt: story.title }
        : story.thumbnail
          ? { url: files + story.thumbnail, width: 455, height: 277, alt: story.title }
          : null,
      data: (url, site) => [
        newsArticleData(story, files, lang, storyText(story, lang), url, site),
        breadcrumbs(site, lang, [
          [words[lang].news, '/news'],
          [pick(story, 'title', lang), url],
        ]),
      ],
    }),
  }),
  recordPage<Job>({
    path: /^\/jobs\/([^/]+)\/?$/,
    api: (slug) => `/job/${encodeURIComponent(slug)}`,
    head: (job, _files, lang) => ({
      title: `${pick(job, 'title', lang)} · ${words[lang].careers} · ${siteName}`,
      description: summary(
        pick(job, 'desc', lang) || `${job.title} at ${siteName}, ${job.location}. Apply by ${job.deadline}.`,
      ),
      type: 'website',
      image: null,
      gone: job.open === false,
      data: (url, site) => [jobPostingData(job, url, site)],
    }),
  }),
  recordPage<Dealer>({
    path: /^\/dealers\/([^/]+)\/?$/,
    api: (slug) => `/dealers/${encodeURIComponent(slug)}`,
    head: (dealer, _files, lang) => ({
      title: `${pick(dealer, 'name', lang)} · ${words[lang].dealers} · ${siteName}`,
      description: summary(
        `${words[lang].authorisedDealer} (${dealer.authNumber}): ${pick(dealer, 'address', lang)}, ${pick(dealer, 'upazila', lang)}, ${dealer.district}. ${dealer.phones.map((p) => `+88${p}`).join(', ')}`,
      ),
      type: 'business.business',
      image: null,
      data: (url, site) => [
        tireShopData(dealer, lang, url, site),
        breadcrumbs(site, lang, [
          [words[lang].dealers, '/dealers'],
          [pick(dealer, 'name', lang), url],
        ]),
      ],
    }),
  }),
];

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
   * public origin is configured).
   */
  async function headOf(pathname: string, origin: string, search = ''): Promise<CrawlerHead> {
    const site = (publicOrigin || origin).replace(/\/+$/, '');
    const asked = languageOf(search);
    const lang = asked ?? 'en';
    const base = site + (pathname === '/' ? '/' : pathname.replace(/\/+$/, ''));
    // each language's page is its own address (`?lang=`); the one without is the default
    const url = asked ? `${base}?lang=${asked}` : base;
    const alternates = { base };
    const notFound = (status: number): CrawlerHead => ({
      status,
      lang: asked,
      head: tags({ title: `${words[lang].notFound} · ${siteName}`, robots: 'noindex' }),
    });
    if (privatePage.test(pathname)) {
      return { status: 200, lang: asked, head: tags({ title: siteName, robots: 'noindex, nofollow' }) };
    }
    const path = pathname === '/home' ? '/' : pathname.replace(/\/+$/, '') || '/';
    const page = generic[lang][path];
    if (page) {
      const organization = path === '/' || path === '/about' || path === '/contact';
      const list = lists[path];
      const items = list ? (await ask(list.api))?.body : undefined;
      return {
        status: 200,
        lang: asked,
        head:
          tags({ ...page, type: 'website', url, site, lang, alternates }) +
          structuredData([
            organization ? organizationData(site, (await ask('/contact'))?.body as ContactInfo | null) : null,
            list && Array.isArray(items)
              ? itemList(
                  site,
                  lang,
                  items.map((item) => list.entry(item, lang)),
                )
              : null,
          ]),
      };
    }
    for (const record of records) {
      const match = record.path.exec(pathname);
      if (!match) continue;
      let key: string;
      try {
        key = decodeURIComponent(match[1]!);
      } catch {
        return notFound(404);
      }
      const answer = await ask(record.api(key));
      if (answer?.status === 404) return notFound(404);
      if (!answer)
        return {
          status: 200,
          lang: asked,
          head: tags({ title: siteName, url, site, type: 'website', lang, alternates }),
        };
      const head = record.head(answer.body, files, lang);
      if (head.gone)
        return {
          status: 410,
          lang: asked,
          head: tags({ ...head, robots: 'noindex', url, site, lang, alternates }),
        };
      return {
        status: 200,
        lang: asked,
        head: tags({ ...head, url, site, lang, alternates }) + structuredData(head.data?.(url, site)),
      };
    }
    // a screen of the shell's own, or a path no screen serves (the shell shows its not-found
    // screen): the site's name, as before
    return { status: 200, lang: asked, head: tags({ title: siteName }) };
  }

  /**
   * The API's answer for `path` fresh enough for a page to carry (at most `reuseMs` old: asked
   * again when older), or undefined when it did not come within the wait or failed.
   */
  async function askFresh(path: string): Promise<ApiAnswer | undefined> {
    await ask(path, reuseMs);
    return answered(path);
  }

  return Object.assign(headOf, { answered, askFresh });
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
