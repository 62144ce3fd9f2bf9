// Products (a tyre range in a size) and the tyre finder: what an admin sends (multipart, it carries
// pictures) and the queries of the lists; the answers are in `products.responses.ts`.
import { z } from 'zod';
import { objectIdSchema, slugOrIdSchema, textSchema } from './common';
import {
  banglaLine,
  catalogSlugSchema,
  descriptionBnSchema,
  descriptionSchema,
  featuresSchema,
  nfc,
  numberField,
  optionalRim,
  queryObject,
  taka,
  takaField,
  wholeNumber,
} from './catalog-fields';
import {
  CATALOG_PAGE_MAX,
  CONSTRUCTIONS,
  FINDER_PAGE_SIZE,
  LIST_PAGE_SIZE,
  MAX_GALLERY_IMAGES,
  PRODUCT_STATUSES,
  SPEED_RATINGS,
  TUBE_TYPES,
} from '../constants';
export type { Product, ProductCard } from './products.responses';

export const constructionSchema = z.enum(CONSTRUCTIONS, { error: 'must be radial or bias' });
export type Construction = z.infer<typeof constructionSchema>;
export const tubeTypeSchema = z.enum(TUBE_TYPES, { error: 'must be TL (tubeless) or TT (tube type)' });
export type TubeType = z.infer<typeof tubeTypeSchema>;
export const productStatusSchema = z.enum(PRODUCT_STATUSES, { error: 'must be active or draft' });
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** '' means "none" (null): for optional values an update may clear. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

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

// ---------------------------------------------------------------- lists

const pageField = numberField(wholeNumber(0, 100_000).default(0));
const pageSizeField = (defaultSize: number) =>
  numberField(wholeNumber(1, CATALOG_PAGE_MAX).default(defaultSize));

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

// ---------------------------------------------------------------- the finder

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
