// The contract between the shell's server (packages/site-server) and an app's server renderer
// (`<app>/src/server/first-paint.tsx`, built to `dist/server/first-paint.js`, which sets
// `firstPaint.renderer`): docs/architecture.md, "First paint from the server". A remote owns
// everything about its routes' first paint: which API requests its first screen makes (built from
// the same query functions its screens use), the page's head (title, description, JSON-LD input)
// and the markup. The site server asks, bounds the wait, escapes and writes; it knows no remote's
// addresses, parameters, page sizes, picture fields or storage keys. Types only (importable as
// `@tyre/contracts/first-paint`).
import type { CartCookieLine } from './cart-cookie';
import type { PageLanguage } from './page-state';
import type { ContactInfo } from './schemas/contact.responses';
import type { Dealer } from './schemas/dealers.responses';
import type { Job } from './schemas/jobs.responses';
import type { NewsPost } from './schemas/news.responses';
import type { Product } from './schemas/products.responses';

/** What the site server asks a renderer about a page whose first screen one of its modules shows. */
export interface PageQuestion {
  /** the exposed module: `./routes` (the screen of `path`) or a widget (`./banner-carousel`) */
  module: string;
  /** the address's path, as the browser sent it (still percent-encoded) */
  path: string;
  /** the address's query (`?page=2`), or '' */
  search: string;
  /** the language of the page's head: the address's `?lang=`, else English */
  lang: PageLanguage;
}

/** An API answer as the page's API client takes it (web-kit `EarlyAnswer`): status, readable headers, body text. */
export interface ApiAnswer {
  status: number;
  /** the headers the page may read, lower-case (`content-type`, `x-total-count`) */
  headers: Record<string, string>;
  body: string;
}

/**
 * A GET of the API for a renderer: `path` is below the API's base, with its query. Null when the
 * API failed or did not answer within the page's wait; a 404 answers with its status. The site
 * server keeps answers a little while, for the next renderer and the next page.
 */
export type AskApi = (path: string) => Promise<ApiAnswer | null>;

/**
 * Where the page's largest picture is in the early answer, so that the page fetches it as soon as
 * the answer is in, before the screen's code ran (the screen's `<img>` then finds it loaded):
 * `src`: dotted paths to the file name, the first present one wins (`0.thumbnailImage`: the first
 * card's); `srcset`: `[path, width]` pairs, or `variants`: the dotted path to a list of
 * `{ file, width }` (narrowest first in the srcset), and `sizes`, exactly as the screen's `<img>` has them.
 */
export interface EarlyPicture {
  src: string[];
  srcset?: Array<[path: string, width: string]>;
  variants?: string;
  sizes?: string;
}

/**
 * The API request (path below the API base, with its query) the page's first screen makes first:
 * exactly the URL the screen's API client asks (parameters in any order), so that the client takes
 * the page's answer instead of asking.
 */
export interface EarlyRequest {
  path: string;
  picture?: EarlyPicture;
}

/** A link preview's picture: a file of the API (`<api>/files/<file>`). */
export interface HeadPicture {
  file: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The schema.org JSON-LD a page carries, as input: the site server builds the typed items
 * (with the site's address, the page's address and language) and writes them escaped.
 * A breadcrumb step's path null is the page itself; the home page is its first step.
 */
export type StructuredInput =
  | { type: 'product'; product: Product }
  | { type: 'newsArticle'; story: NewsPost; text: string }
  | { type: 'jobPosting'; job: Job }
  | { type: 'tireShop'; dealer: Dealer }
  | { type: 'organization'; contact: ContactInfo | null }
  | { type: 'itemList'; items: Array<[path: string, name: string]> }
  | { type: 'breadcrumbs'; steps: Array<[name: string, path: string | null]> };

/** What the head of a page says, in the question's language (the site server escapes every value). */
export interface PageHead {
  /** 404: the page's record is unknown (the not-found head); 410: it is no more (a closed job) */
  status?: 200 | 404 | 410;
  /** the page's own title, without the site's name (the server adds it); none: the site's name alone */
  title?: string;
  /** the meta description (the server cuts it to 160 characters at a word) */
  description?: string;
  /** the Open Graph type: `website` unless said (`product`, `article`, `business.business`) */
  type?: string;
  /** the link preview's picture; none: the site's icon */
  image?: HeadPicture | null;
  /** a product's price in BDT */
  price?: number;
  structured?: StructuredInput[];
}

/** A renderer's answer about a page (null: the module has nothing to say about it). */
export interface PreparedPage {
  /** the first screen's first API request (none: the screen asks nothing first) */
  early?: EarlyRequest | null;
  /** the page's head (the route's own module answers it; none: the site's generic head) */
  head?: PageHead | null;
  /**
   * the app's own `localStorage` keys whose presence changes its painted screen (a remembered
   * vehicle): a visitor who has one gets the page without the server's first paint
   */
  ownState?: string[];
}

/** One address of the sitemap: its path, and the date it last changed if known. */
export interface SitemapPath {
  path: string;
  lastmod?: string | undefined;
}

/**
 * The API as the sitemap reads it, without a page's short wait: a failure rejects (the sitemap is
 * then not written, and asked again later).
 */
export interface ApiReader {
  /** a GET of `path` (below the API's base, with its query) answered 2xx */
  read(path: string): Promise<ApiAnswer>;
  /**
   * every item of a paged list: `path` asked with `page` 0, 1, … and `size` (the API's paging: the
   * total in `X-Total-Count`) until a short page or the total
   */
  readAll(path: string, size: number): Promise<unknown[]>;
}

/** What the site server asks a renderer to render (web-kit `FirstPaintInput`). */
export interface PaintQuestion {
  module: string;
  path: string;
  search: string;
  lang: PageLanguage;
  /** the API's base (pictures' addresses are made from it) */
  apiBaseUrl: string;
  /** the page's early request (its full URL) and the answer the page carries, when the server has it */
  early?: { url: string; answer: ApiAnswer } | null;
  /** the visitor's cart, from its `cart` cookie: ids and quantities only */
  cart?: readonly CartCookieLine[];
}

/**
 * An app's server renderer, as the site server finds it on the script's global
 * (`firstPaint.renderer`). `prepare` and `sitemap` are optional: a renderer without them (an
 * older build) is painted, with the site's generic head and no early request.
 */
export interface PageRenderer {
  /** settled once its dictionaries are in */
  ready: Promise<void>;
  /** the early request, head and own state of a page whose first screen `question.module` shows */
  prepare?: (question: PageQuestion, askApi: AskApi) => Promise<PreparedPage | null>;
  /** the app's public addresses for the sitemap: its pages and each listed record */
  sitemap?: (api: ApiReader) => Promise<SitemapPath[]>;
  /** the HTML of a module's screen, or null for a module it does not render */
  render: (question: PaintQuestion) => string | null;
  /** the page's own inline styles for a language (the shell's: the Bengali font, given its file) */
  styles: (lang: PageLanguage, fontHref: string | undefined) => string;
}
