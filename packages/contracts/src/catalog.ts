// The catalogue: categories, tyre ranges (pattern families), tyre sizes, products, the finder
// and the home page's new arrivals. Every body, query and param schema, and every response type.
//
// Conventions of this file
// - Bodies of categories, sizes and arrivals are JSON. Bodies of tyre ranges and products are
//   multipart forms (they carry images), so every value arrives as text:
//     * numbers are written as digits ("4500"); an empty value counts as "not given";
//       a list or any other non-number is refused (stricter than z.coerce, which turns
//       `true` or `["5"]` into numbers);
//     * `features` is sent as a REPEATED field (`features=Deep grooves`, `features=Tubeless`);
//       one field gives a one-item list; to clear the list on an update send `features` once
//       with an empty value;
//     * optional references and texts that can be cleared (`range`, `loadIndex`,
//       `speedRating`, `pattern`, `plyRating`) take an empty value to mean "none".
// - Unknown keys are dropped; a wrong type (an object where text belongs) is refused with 400.
// - Money is whole BDT. `discountPrice` is the amount taken off the regular price:
//   0 <= discountPrice < regularPrice, and `price` = regularPrice - discountPrice is computed by
//   the server (a `price` sent by a client is dropped).
// - Lists answer a JSON array; paged lists take `page` (0-based) and `size` and send the total
//   in the `X-Total-Count` header. `size` is at most 48 everywhere in the catalogue (a larger
//   value is refused with 400); it defaults to 20 for lists and 8 for the finder.
// - Images are file names served at `/api/v1/files/<name>`, in three sizes (`ImageSet`).
// - Bangla: categories and tyre ranges may carry `nameBn` and `descriptionBn`, products `titleBn`
//   and `descriptionBn` (optional on writes, '' clears; same limits as the English field). Every
//   answer carries them, '' when none; copies of a category's or range's name carry their Bangla
//   twin too (`categoryNameBn`, `rangeNameBn`). Show them with `localized()` (./localized).
import { z } from 'zod';
import { objectIdSchema, slugOrIdSchema, slugSchema, textSchema } from './common';

import {
  CATALOG_PAGE_MAX,
  FINDER_PAGE_SIZE,
  LIST_PAGE_SIZE,
  MAX_ARRIVALS,
  MAX_FEATURES,
  MAX_GALLERY_IMAGES,
  SPEED_RATINGS,
} from './constants';
import type { ImageSet, Category, TyreRange, TyreSize, ProductCard, Product } from './responses';
export type { ImageSet, Category, TyreRange, TyreSize, ProductCard, Product };

// the plain constants live in a zod-free module (`@tyre/contracts/constants`) for browser bundles
export * from './constants';

// ---------------------------------------------------------------- shared pieces

/** Text digits from a form or query become a number; '' counts as not given; other values are left for the number check to refuse. */
function fromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : value;
}

/** A number sent as JSON or as text (forms, query strings); put `.optional()`/`.default()` on the inner schema. */
export const numberField = <T extends z.ZodType>(schema: T) => z.preprocess(fromText, schema);

/** Query strings: a key sent empty (`?rim=&category=`) counts as not given. */
export const queryObject = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (v) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).filter(([, value]) => value !== ''))
        : v,
    z.object(shape),
  );

const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a number';

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: numberError })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be ${max.toLocaleString('en-US')} or less`);

const taka = wholeNumber(0, 10_000_000);
/** Whole Taka. */
export const takaField = numberField(taka);

const rimNumber = z
  .number({ error: numberError })
  .min(4, 'must be 4 inches or more')
  .max(30, 'must be 30 inches or less')
  .multipleOf(0.5, 'must be whole or half inches (e.g. 17 or 22.5)');
/** Rim diameter in inches: 8, 17, 22.5 ... */
export const rimSchema = numberField(rimNumber);
const optionalRim = numberField(rimNumber.optional());

/** A slug given by an admin: like every slug, but never 24 hex characters (those are ids). */
export const catalogSlugSchema = slugSchema.refine(
  (s) => !/^[0-9a-f]{24}$/.test(s),
  'must not look like an id',
);

/** Searched and shown text is stored composed (NFC): Bengali typed decomposed matches a search typed composed. */
const nfc = (v: string) => v.normalize('NFC');
const nameSchema = textSchema().min(2, 'must be at least 2 characters').max(80, 'is too long').transform(nfc);
const descriptionSchema = textSchema({ multiline: true }).max(10_000, 'is too long');
const descriptionBnSchema = descriptionSchema.transform(nfc);

/** A Bangla twin of a one-line text: '' (none) or within the English field's limits. */
const banglaLine = (min: number, max: number) =>
  textSchema()
    .max(max, 'is too long')
    .refine((v) => v === '' || v.length >= min, `must be at least ${min} characters`)
    .transform(nfc);
const nameBnSchema = banglaLine(2, 80);

/** Features as a list; a single form field gives a one-item list; empty items are dropped. */
export const featuresSchema = z
  .preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z
      .array(textSchema().max(160, 'is too long'))
      .max(MAX_FEATURES, `must have at most ${MAX_FEATURES} items`),
  )
  .transform((list) => list.filter((item) => item.length > 0));

/** '' means "none" (null): for optional values an update may clear. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

export const slugParamsSchema = z.object({ slug: slugOrIdSchema });
export type SlugParams = z.infer<typeof slugParamsSchema>;
export const idParamsSchema = z.object({ id: objectIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

const pageField = numberField(wholeNumber(0, 100_000).default(0));
const pageSizeField = (defaultSize: number) =>
  numberField(wholeNumber(1, CATALOG_PAGE_MAX).default(defaultSize));

// ---------------------------------------------------------------- categories (JSON)

const categoryFields = {
  name: nameSchema,
  nameBn: nameBnSchema.optional(),
  slug: catalogSlugSchema.optional(),
  description: descriptionSchema.optional(),
  descriptionBn: descriptionBnSchema.optional(),
  sortOrder: numberField(wholeNumber(0, 9999).optional()),
};

/** POST /category (admin, JSON). The slug is made from the name when not given. */
export const createCategoryBodySchema = z.object(categoryFields);
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

/** PUT /category/:slug (admin, JSON): only the fields given change. */
export const updateCategoryBodySchema = z.object(categoryFields).partial();
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;

// ---------------------------------------------------------------- tyre ranges (multipart)

/** GET /tires?category=<slug or id> */
export const listTyreRangesQuerySchema = queryObject({ category: slugOrIdSchema.optional() });
export type ListTyreRangesQuery = z.infer<typeof listTyreRangesQuerySchema>;

const rangeFields = {
  name: nameSchema,
  nameBn: nameBnSchema,
  slug: catalogSlugSchema.optional(),
  /** Slug or id of the category. */
  category: slugOrIdSchema,
  description: descriptionSchema,
  descriptionBn: descriptionBnSchema,
  features: featuresSchema,
};

/** POST /tires (admin, multipart): the fields below plus an optional file field `image`. */
export const createTyreRangeBodySchema = z.object({
  ...rangeFields,
  nameBn: rangeFields.nameBn.default(''),
  description: rangeFields.description.default(''),
  descriptionBn: rangeFields.descriptionBn.default(''),
  features: rangeFields.features.default([]),
});
export type CreateTyreRangeBody = z.infer<typeof createTyreRangeBodySchema>;

/** PUT /tires/:slug (admin, multipart): only the fields given change; a new `image` replaces the old one. */
export const updateTyreRangeBodySchema = z.object(rangeFields).partial();
export type UpdateTyreRangeBody = z.infer<typeof updateTyreRangeBodySchema>;

// ---------------------------------------------------------------- tyre sizes (JSON)

/** GET /size?category=<slug or id>&rim=<inches> — either, both or neither. */
export const listTyreSizesQuerySchema = queryObject({
  category: slugOrIdSchema.optional(),
  rim: optionalRim,
});
export type ListTyreSizesQuery = z.infer<typeof listTyreSizesQuerySchema>;

const sizeFields = {
  label: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(30, 'is too long')
    .regex(/^[0-9A-Za-z][0-9A-Za-z ./-]*$/, 'must look like 90/90-17, 195/65 R15 or 4.00-8'),
  /** Slug or id of the category. */
  category: slugOrIdSchema,
  /** Read from the label when not given (`195/65 R15` → 15); when given it must agree with the label. */
  rim: optionalRim,
  /** Read from a metric label when not given. */
  width: numberField(wholeNumber(50, 500).optional()),
  aspect: numberField(wholeNumber(20, 120).optional()),
};

/** POST /size (admin, JSON). A label is unique within its category (409 otherwise). */
export const createTyreSizeBodySchema = z.object(sizeFields);
export type CreateTyreSizeBody = z.infer<typeof createTyreSizeBodySchema>;

/** PUT /size/:id (admin, JSON): only the fields given change. */
export const updateTyreSizeBodySchema = createTyreSizeBodySchema.partial();
export type UpdateTyreSizeBody = z.infer<typeof updateTyreSizeBodySchema>;

/**
 * Reads what a size label tells: metric `195/65 R15`, `90/90-17`, `295/80R22.5` give width,
 * aspect and rim; inch codes `4.00-8`, `10.00-20`, `11R22.5` and `MT90-16` give the rim only.
 */
export function parseSizeLabel(label: string): { rim?: number; width?: number; aspect?: number } {
  const text = label.trim().toUpperCase();
  const metric = /^[A-Z]{0,2}(\d{2,3})\/(\d{2,3})\s*(?:-|ZR|R|B|D)?\s*-?\s*(\d{1,2}(?:\.5)?)\b/.exec(text);
  if (metric) return { width: Number(metric[1]), aspect: Number(metric[2]), rim: Number(metric[3]) };
  const inch = /^(?:\d{1,2}(?:\.\d{1,2})?|M[A-Z]?\d{2})\s*(?:-|R)\s*(\d{1,2}(?:\.5)?)\b/.exec(text);
  if (inch) return { rim: Number(inch[1]) };
  return {};
}

/** Labels compare without case and spaces: `195/65 r15` and `195/65R15` are one size. */
export const sizeLabelKey = (label: string): string => label.toUpperCase().replace(/\s+/g, '');

// ---------------------------------------------------------------- products (multipart)

export const constructionSchema = z.enum(['radial', 'bias'], { error: 'must be radial or bias' });
export type Construction = z.infer<typeof constructionSchema>;
export const tubeTypeSchema = z.enum(['TL', 'TT'], { error: 'must be TL (tubeless) or TT (tube type)' });
export type TubeType = z.infer<typeof tubeTypeSchema>;
export const productStatusSchema = z.enum(['active', 'draft'], { error: 'must be active or draft' });
export type ProductStatus = z.infer<typeof productStatusSchema>;

const productFields = {
  title: textSchema().min(3, 'must be at least 3 characters').max(120, 'is too long').transform(nfc),
  titleBn: banglaLine(3, 120),
  slug: catalogSlugSchema,
  /** Slug or id of the category. */
  category: slugOrIdSchema,
  /** Slug or id of the tyre range (of the same category); '' for none. */
  range: clearable(slugOrIdSchema),
  /** `_id` of the tyre size (of the same category); the product's rim is the size's rim. */
  tyreSize: objectIdSchema,
  construction: constructionSchema,
  tubeType: tubeTypeSchema,
  loadIndex: clearable(
    z
      .string()
      .trim()
      .regex(/^\d{2,3}(?:\/\d{2,3})?$/, 'must look like 91 or 146/143'),
  ),
  speedRating: clearable(
    z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(SPEED_RATINGS, { error: `must be one of ${SPEED_RATINGS.join(' ')}` })),
  ),
  plyRating: clearable(numberField(wholeNumber(2, 32))),
  pattern: clearable(textSchema().max(60, 'is too long').transform(nfc)),
  description: descriptionSchema,
  descriptionBn: descriptionBnSchema,
  features: featuresSchema,
  regularPrice: numberField(wholeNumber(1, 10_000_000)),
  discountPrice: takaField,
  stock: numberField(wholeNumber(0, 1_000_000)),
  shippingInsideDhaka: takaField,
  shippingOutsideDhaka: takaField,
  status: productStatusSchema,
};

const discountBelowRegular = (b: { regularPrice?: number; discountPrice?: number }) =>
  b.regularPrice === undefined || b.discountPrice === undefined || b.discountPrice < b.regularPrice;
const DISCOUNT_MESSAGE = { message: 'must be less than the regular price', path: ['discountPrice'] };

/**
 * POST /products (admin, multipart): these fields plus the file fields `thumbnail` (one image,
 * required) and `images` (gallery, up to 6). Images: JPEG, PNG or WebP, at most 8 MB each.
 */
export const createProductBodySchema = z
  .object({
    ...productFields,
    slug: productFields.slug.optional(),
    range: productFields.range.optional().transform((v) => v ?? null),
    loadIndex: productFields.loadIndex.optional().transform((v) => v ?? null),
    speedRating: productFields.speedRating.optional().transform((v) => v ?? null),
    plyRating: productFields.plyRating.optional().transform((v) => v ?? null),
    pattern: productFields.pattern.optional().transform((v) => v ?? null),
    titleBn: productFields.titleBn.default(''),
    description: productFields.description.default(''),
    descriptionBn: productFields.descriptionBn.default(''),
    features: productFields.features.default([]),
    discountPrice: numberField(taka.default(0)),
    status: productFields.status.default('active'),
  })
  .refine(discountBelowRegular, DISCOUNT_MESSAGE);
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

/**
 * PUT /products/:slug (admin, multipart): only the fields given change. A new `thumbnail`
 * replaces the old one; new `images` replace the whole gallery unless `keepImages` is given. The discount is checked
 * against the regular price after the change (400 on `discountPrice`).
 */
export const updateProductBodySchema = z
  .object({
    ...productFields,
    /**
     * The gallery pictures to keep, by their `full` file name, repeated per picture; sent once
     * empty it keeps none. When given, new `images` are added after the kept ones (6 in all at
     * most); when not given, new `images` replace the whole gallery.
     */
    keepImages: z
      .preprocess(
        (v) => (typeof v === 'string' ? [v] : v),
        z
          .array(
            z
              .string()
              .trim()
              .regex(/^((?:[0-9a-f]{32}|[0-9a-f]{24})\.webp)?$/, 'must be image file names'),
          )
          .max(MAX_GALLERY_IMAGES),
      )
      .transform((list) => list.filter((name) => name.length > 0)),
  })
  .partial()
  .refine(discountBelowRegular, DISCOUNT_MESSAGE);
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

export const productSortSchema = z.enum(['newest', 'price-asc', 'price-desc', 'title'], {
  error: 'must be newest, price-asc, price-desc or title',
});
export type ProductSort = z.infer<typeof productSortSchema>;

/**
 * GET /products — ProductCard[] with X-Total-Count. Visitors see active products only; an admin
 * token sees drafts too and may filter by `status`.
 */
export const listProductsQuerySchema = queryObject({
  /**
   * Matched (case-insensitive, Unicode NFC) in the title in both languages, the size label, the
   * pattern and the names of the category and the range in both languages.
   */
  search: z
    .string()
    .trim()
    .max(100, 'is too long')
    .transform((v) => v.normalize('NFC'))
    .optional(),
  /** Slug or id. */
  category: slugOrIdSchema.optional(),
  /** Slug or id of a tyre range. */
  range: slugOrIdSchema.optional(),
  /** `_id` of a tyre size. */
  tyreSize: objectIdSchema.optional(),
  status: productStatusSchema.optional(),
  sort: productSortSchema.default('newest'),
  page: pageField,
  size: pageSizeField(LIST_PAGE_SIZE),
});
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

/**
 * GET /products/finder — active products matching every filter given, newest first, as
 * ProductCard[] with X-Total-Count. `tyreSize` is the tyre size filter; `size` is the page size
 * (default 8, at most 48); `page` counts from 0 and a page past the end answers [].
 */
export const finderQuerySchema = queryObject({
  /** Slug or id. */
  category: slugOrIdSchema.optional(),
  rim: optionalRim,
  /** `_id` of a tyre size (from GET /size). */
  tyreSize: objectIdSchema.optional(),
  page: pageField,
  size: pageSizeField(FINDER_PAGE_SIZE),
});
export type FinderQuery = z.infer<typeof finderQuerySchema>;

// ---------------------------------------------------------------- arrivals (JSON)

// GET /arrivals/all answers ProductCard[] in the admin-set order (visitors: active products only).
// Every write answers the new list, as GET /arrivals/all would for an admin.

/** POST /arrivals (admin): appends a product (409 when it is already listed or the list is full). */
export const addArrivalBodySchema = z.object({ product: slugOrIdSchema });
export type AddArrivalBody = z.infer<typeof addArrivalBodySchema>;

/** PUT /arrivals (admin): the new order; it must list exactly the products now listed. */
export const reorderArrivalsBodySchema = z.object({
  productIds: z.array(objectIdSchema).max(MAX_ARRIVALS, `must have at most ${MAX_ARRIVALS} items`),
});
export type ReorderArrivalsBody = z.infer<typeof reorderArrivalsBodySchema>;

/** DELETE /arrivals/:product (admin): `product` is the product's slug or id. */
export const arrivalParamsSchema = z.object({ product: slugOrIdSchema });
export type ArrivalParams = z.infer<typeof arrivalParamsSchema>;
