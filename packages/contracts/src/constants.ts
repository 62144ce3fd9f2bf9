// Plain constants of the catalogue, with no dependency (no zod): browser code that needs one at
// run time imports `@tyre/contracts/constants`, which keeps zod out of its bundle. The package
// index re-exports them; the schemas (`schemas/*.ts`) are built on them.

/** The largest `size` (page size) of any catalogue list. */
export const CATALOG_PAGE_MAX = 48;
/** Default page size of GET /products. */
export const LIST_PAGE_SIZE = 20;
/** Page size of GET /products/finder (spec section 9: 8, pages counted from 0). */
export const FINDER_PAGE_SIZE = 8;
export const MAX_FEATURES = 12;
export const MAX_GALLERY_IMAGES = 6;
export const MAX_ARRIVALS = 24;
/** The largest picture of a tyre range (the `image` of POST /tires and PUT /tires/:slug). */
export const RANGE_IMAGE_BYTES = 8 * 1024 * 1024;
export const SPEED_RATINGS = [
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'H',
  'V',
  'W',
  'Y',
  'Z',
] as const;

/** How a tyre is built. */
export const CONSTRUCTIONS = ['radial', 'bias'] as const;
/** Tubeless (TL) or with a tube (TT). */
export const TUBE_TYPES = ['TL', 'TT'] as const;
/** A draft product is shown to admins only. */
export const PRODUCT_STATUSES = ['active', 'draft'] as const;

/** An account is a customer's (`user`) or an admin's. */
export const ROLES = ['user', 'admin'] as const;

/** The periods a sales report adds up by. */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/**
 * Where the home video's players and their pictures come from: mf-content `video-source.ts` makes
 * its addresses on these origins, and the shell page's Content-Security-Policy allows exactly these
 * (site-server `page-policy.ts`). A YouTube poster's address follows from the video's id; a Vimeo
 * video's picture does not (only Vimeo's oEmbed answer names it, on i.vimeocdn.com), so a Vimeo
 * facade shows none and the page loads no picture from Vimeo.
 */
export const VIDEO_ORIGINS = {
  youtube: { player: 'https://www.youtube-nocookie.com', poster: 'https://i.ytimg.com' },
  vimeo: { player: 'https://player.vimeo.com', poster: null },
} as const;
export * from './order-constants';
export * from './courier-constants';
export * from './vehicle-constants';
export * from './message-constants';
export * from './dealer-constants';
