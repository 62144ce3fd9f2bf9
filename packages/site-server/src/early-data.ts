// The first API request of a page, started by the shell's page itself (an inline script the site
// server writes into the head) while the code that would ask for it is still loading. The web-kit
// API client takes that answer once instead of asking again (packages/web-kit/src/api/early-response.ts).
//
// Each URL here must be exactly the one the remote's screen asks for (same path, same parameters
// and values; the order does not matter): the remotes' tests compare their requests with
// `earlyRequest` and the browser test checks that the API sees one request, not two.
import { productSortSchema } from '@tyre/contracts';
import {
  FINDER_PAGE_SIZE,
  LIST_PAGE_SIZE,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
} from '@tyre/contracts/constants';
import { inlineJson } from './html';
import { ownScript, type OwnScript } from './page-policy';

/**
 * Page sizes of the first screens: the catalogue's list and finder sizes of @tyre/contracts, and
 * the news list's 9 (mf-content `NewsListPage`; the contracts name no news page size, and
 * mf-content's early-requests test fails when the two differ).
 */
export const earlyPageSizes = Object.freeze({ products: LIST_PAGE_SIZE, finder: FINDER_PAGE_SIZE, news: 9 });
/** The sorts of GET /products. */
const productSorts: ReadonlySet<string> = new Set(productSortSchema.options);

/** Where the early request's promise waits for the API client (one per page). */
export const earlyGlobal = '__tyreEarly';

/**
 * Where the page's largest picture is in the early answer, so that the page fetches it as soon as
 * the answer is in, before the screen's code ran (the screen's `<img>` then finds it loaded):
 * `src`: dotted paths to the file name, the first present one wins (`0.thumbnailImage`: the first
 * card's); `srcset`: `[path, width]` pairs, or `variants`: the dotted path to a list of
 * `{ file, width }` (narrowest first in the srcset), and `sizes`, exactly as the screen's `<img>` has them.
 */
export interface EarlyPicture {
  src: string[];
  srcset?: Array<[string, string]>;
  variants?: string;
  sizes?: string;
}

/** An answer as the page's API client takes it (web-kit `EarlyAnswer`): status, readable headers, body text. */
export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The API request (path below the API base, with its query) a screen makes first. */
export interface EarlyRequest {
  path: string;
  picture?: EarlyPicture;
}

/** A text parameter, trimmed; blank gives undefined (mf-catalog `textParam`). */
const text = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;
/** The 0-based page; anything but a whole number of 0 or more gives 0 (mf-catalog `pageParam`). */
const page = (params: URLSearchParams) => {
  const raw = params.get('page') ?? '';
  return /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
};
/** The query string of the defined values, in order. */
const query = (values: Record<string, string | number | undefined>) => {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out.set(key, String(value));
  return out.toString();
};
/** A model year: four digits within the contracts' years, else undefined (mf-catalog `modelYear`). */
const modelYear = (params: URLSearchParams) => {
  const raw = params.get('year') ?? '';
  const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  return year >= VEHICLE_YEAR_MIN && year <= VEHICLE_YEAR_MAX ? year : undefined;
};
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The first card's picture (web-kit ProductCard: `fileUrl(thumbnailImage)`). */
const firstCard: EarlyPicture = { src: ['0.thumbnailImage'] };

/**
 * The API request (path below the API base, with its query) that the screen of `pathname` +
 * `search` makes first and where its largest picture is, or null when that screen has none.
 */
export function earlyRequest(pathname: string, search: string): EarlyRequest | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const params = new URLSearchParams(search);
  if (path === '/' || path === '/home') {
    // the home page: the shell (hasBanners) and mf-content BannerCarousel → GET /banners; the
    // carousel's first slide is the largest picture (its variants as srcset, the slide's sizes)
    return {
      path: '/banners',
      picture: { src: ['0.image'], variants: '0.variants', sizes: '(min-width: 1280px) 1200px, 100vw' },
    };
  }
  if (path === '/products') {
    // mf-catalog ProductListPage → getProducts({ search, category, range, sort, page, size })
    const sort = text(params, 'sort');
    const values = {
      search: text(params, 'search'),
      category: text(params, 'category'),
      range: text(params, 'range'),
      sort: sort && productSorts.has(sort) ? sort : undefined,
      page: page(params),
      size: earlyPageSizes.products,
    };
    return { path: `/products?${query(values)}`, picture: firstCard };
  }
  if (path === '/finder' && params.get('tab') === 'vehicle') {
    // mf-catalog VehicleFinder: with a vehicle, getVehicleFitment({ model, year }) (its first
    // size's first card is the first picture); without one the form asks its lists, nothing big
    const vehicle = text(params, 'vehicle');
    if (!vehicle) return null;
    return {
      path: `/vehicles/fitment?${query({ model: vehicle, year: modelYear(params) })}`,
      picture: { src: ['fitments.0.size.products.0.thumbnailImage'] },
    };
  }
  if (path === '/finder') {
    // mf-catalog FinderPage → findProducts({ category, rim, tyreSize, page, size })
    const rim = Number(text(params, 'rim'));
    const values = {
      category: text(params, 'category'),
      rim: Number.isFinite(rim) && rim > 0 ? rim : undefined,
      tyreSize: text(params, 'tyreSize'),
      page: page(params),
      size: earlyPageSizes.finder,
    };
    return { path: `/products/finder?${query(values)}`, picture: firstCard };
  }
  const product = /^\/products\/([^/]+)$/.exec(path);
  if (product) {
    // mf-catalog ProductDetailPage → getProduct(slug) (the router hands the slug decoded); its
    // ProductGallery shows the thumbnail's detail size with a 400w/1000w srcset
    const slug = decoded(product[1]!);
    if (!slug) return null;
    return {
      path: `/products/${encodeURIComponent(slug)}`,
      picture: {
        src: ['thumbnail.detail'],
        srcset: [
          ['thumbnail.thumb', '400w'],
          ['thumbnail.detail', '1000w'],
        ],
        sizes: '(min-width: 768px) 50vw, 100vw',
      },
    };
  }
  if (path === '/news') {
    // mf-content NewsListPage → getNews({ page, size }); NewsCard: `fileUrl(thumbnail || image)`
    const news = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
    return {
      path: `/news?${query({ page: news, size: earlyPageSizes.news })}`,
      picture: { src: ['0.thumbnail', '0.image'] },
    };
  }
  return null;
}

/**
 * The inline script that starts the request: skipped for a signed-in visitor (an admin's answer
 * may differ, and the client then sends its token anyway), kept as a promise of the answer's
 * status, readable headers and body, or null when it failed (the client then asks itself), and
 * once in, as `answer` too (a screen's first render can then show it at once). When the answer
 * is in, the page's largest picture is preloaded with a high priority (its URL made as web-kit
 * `fileUrl` makes it: `<API base>/files/<name>`).
 * @param answer the API's answer when the server already has it (it asked for the page's head):
 *   the page carries it and asks nothing
 * @returns the script's tag and its hash (the page's policy allows it by that)
 */
export function earlyDataScript(apiBaseUrl: string, request: EarlyRequest, answer?: EarlyAnswer): OwnScript {
  return ownScript(`(function(b,u,p,a){try{if(localStorage.getItem("user"))return}catch(e){}
var r=a?Promise.resolve(a):fetch(b+u).then(function(r){if(!r.ok)return null;var h={};r.headers.forEach(function(v,k){h[k]=v});return r.text().then(function(t){return{status:r.status,headers:h,body:t}})}).catch(function(){return null});
var e={url:b+u,at:performance.now(),response:r};if(a)e.answer=a;window.${earlyGlobal}=e;r.then(function(a){e.answer=a});
if(p)r.then(function(a){if(!a)return;var d=JSON.parse(a.body);
function v(s){var o=d;s.split(".").forEach(function(k){o=o==null?o:o[k]});return o}
function g(s){var o=v(s);return typeof o==="string"&&o?o:null}
function f(n){return/^(?:https?:)?\\/\\//.test(n)||n.indexOf("data:")===0?n:b+"/files/"+encodeURIComponent(n.replace(/^\\/+/,""))}
var s=null;p.src.forEach(function(x){s=s||g(x)});if(!s)return;
var k=document.createElement("link");k.rel="preload";k.as="image";k.fetchPriority="high";k.href=f(s);
if(p.srcset){k.imageSrcset=p.srcset.map(function(x){var n=g(x[0]);return n&&f(n)+" "+x[1]}).filter(Boolean).join(", ");k.imageSizes=p.sizes}
var w=p.variants&&v(p.variants);if(Array.isArray(w)&&w.length){k.imageSrcset=w.slice().sort(function(a,b){return a.width-b.width}).map(function(x){return f(x.file)+" "+x.width+"w"}).join(", ");k.imageSizes=p.sizes}
document.head.appendChild(k)}).catch(function(){})})(${inlineJson(apiBaseUrl)},${inlineJson(request.path)},${inlineJson(request.picture ?? null)},${inlineJson(answer ?? null)})`);
}
