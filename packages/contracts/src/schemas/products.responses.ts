// What the product routes answer: a card in the lists (the finder's and the new arrivals' too) and
// the whole product.
import { z } from 'zod';
import { CONSTRUCTIONS, PRODUCT_STATUSES, SPEED_RATINGS, TUBE_TYPES } from '../constants';
import { imageSetSchema } from './common.responses';
import { fileName, id, timestamp } from './response-fields';

const productCardShape = {
  _id: id,
  slug: z.string(),
  title: z.string(),
  titleBn: z.string(),
  thumbnailImage: fileName,
  regularPrice: z.number().int(),
  discountPrice: z.number().int(),
  price: z.number().int(),
  stock: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  categoryName: z.string(),
  categoryNameBn: z.string(),
  categorySlug: z.string(),
  rangeName: z.string().nullable(),
  rangeNameBn: z.string().nullable(),
  sizeLabel: z.string(),
  rim: z.number(),
  construction: z.enum(CONSTRUCTIONS),
  tubeType: z.enum(TUBE_TYPES),
  /** when the product last changed (the sitemap's `lastmod`) */
  updatedAt: timestamp,
};

export const productCardSchema = z.object(productCardShape).meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof productCardSchema>;

export const productSchema = z
  .object({
    ...productCardShape,
    categoryId: id,
    rangeId: id.nullable(),
    rangeSlug: z.string().nullable(),
    sizeId: id,
    loadIndex: z.string().nullable(),
    speedRating: z.enum(SPEED_RATINGS).nullable(),
    plyRating: z.number().int().nullable(),
    pattern: z.string().nullable(),
    description: z.string(),
    descriptionBn: z.string(),
    features: z.array(z.string()),
    shippingInsideDhaka: z.number().int(),
    shippingOutsideDhaka: z.number().int(),
    thumbnail: imageSetSchema,
    images: z.array(imageSetSchema),
    createdAt: timestamp,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;
