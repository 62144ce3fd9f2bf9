// zod schemas of the API's answers, for the OpenAPI document (`GET /api/v1/openapi.json`).
// The TypeScript interfaces next to each payload stay the source the code is written against;
// every schema here is checked at compile time to describe exactly its interface, so a field
// added to one and not the other fails `typecheck`.
//
// A separate entry (`@tyre/contracts/responses`), not re-exported from the main one: browser
// bundles that import `@tyre/contracts` do not carry these schemas.
import { z } from 'zod';
import { roleSchema, type AuthResponse, type PublicUser } from './auth';
import {
  constructionSchema,
  productStatusSchema,
  tubeTypeSchema,
  type Category,
  type ImageSet,
  type Product,
  type ProductCard,
  type TyreRange,
  type TyreSize,
} from './catalog';
import type { ApiError, ErrorCode, MessageResponse } from './common';
import { SPEED_RATINGS } from './constants';
import type { ContactInfo, NewsPost } from './content';

const id = z.string().describe('24-character hex id');
const timestamp = z.string().describe('ISO 8601 date and time');
const fileName = z.string().describe('file name, served at /api/v1/files/{name}');

// ---------------------------------------------------------------- common

export const errorCodeSchema = z.enum([
  'invalid_data',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_media_type',
  'too_many_requests',
  'unavailable',
  'internal',
]);

/** The body of every failure. */
export const apiErrorSchema = z
  .object({
    message: z.string().describe('one sentence the UI can show'),
    code: errorCodeSchema,
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('per-field messages of a validation failure, e.g. { "email": "is required" }'),
  })
  .meta({ id: 'ApiError' });

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

// ---------------------------------------------------------------- auth

export const publicUserSchema = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    mobile: z.string().describe('01XXXXXXXXX'),
    role: roleSchema,
    companyName: z.string().optional(),
    address: z.string().optional(),
    town: z.string().optional(),
    thana: z.string().optional(),
    district: z.string().optional(),
    postCode: z.string().optional(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'PublicUser' });

export const authResponseSchema = publicUserSchema
  .extend({ token: z.string().describe('JWT to send as `Authorization: Bearer <token>`') })
  .meta({ id: 'AuthResponse' });

// ---------------------------------------------------------------- catalogue

export const imageSetSchema = z
  .object({
    thumb: fileName.describe('400 x 400 crop for cards and lists'),
    detail: fileName.describe('1000 px wide, for the detail page'),
    full: fileName.describe('up to 1600 px wide, for zooming'),
  })
  .meta({ id: 'ImageSet' });

export const categorySchema = z
  .object({
    _id: id,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    sortOrder: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Category' });

export const tyreRangeSchema = z
  .object({
    _id: id,
    name: z.string(),
    slug: z.string(),
    categoryId: id,
    categoryName: z.string(),
    categorySlug: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    image: imageSetSchema.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'TyreRange' });

export const tyreSizeSchema = z
  .object({
    _id: id,
    label: z.string(),
    categoryId: id,
    categoryName: z.string(),
    categorySlug: z.string(),
    rim: z.number(),
    width: z.number().int().nullable(),
    aspect: z.number().int().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'TyreSize' });

const productCardShape = {
  _id: id,
  slug: z.string(),
  title: z.string(),
  thumbnailImage: fileName,
  regularPrice: z.number().int(),
  discountPrice: z.number().int(),
  price: z.number().int(),
  stock: z.number().int(),
  status: productStatusSchema,
  categoryName: z.string(),
  categorySlug: z.string(),
  rangeName: z.string().nullable(),
  sizeLabel: z.string(),
  rim: z.number(),
  construction: constructionSchema,
  tubeType: tubeTypeSchema,
};

export const productCardSchema = z.object(productCardShape).meta({ id: 'ProductCard' });

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
    features: z.array(z.string()),
    shippingInsideDhaka: z.number().int(),
    shippingOutsideDhaka: z.number().int(),
    thumbnail: imageSetSchema,
    images: z.array(imageSetSchema),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Product' });

// ---------------------------------------------------------------- content

export const newsPostSchema = z
  .object({
    _id: id,
    title: z.string(),
    desc: z.string(),
    image: fileName,
    thumbnail: fileName,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'NewsPost' });

/** GET /contact: empty texts and lists until an admin fills them in. */
export const contactInfoResponseSchema = z
  .object({
    blurb: z.string(),
    offices: z.array(z.object({ name: z.string(), address: z.string() })),
    phones: z.array(z.string()),
    email: z.string(),
    social: z.array(z.object({ name: z.string(), url: z.string() })),
  })
  .meta({ id: 'ContactInfo' });

// ---------------------------------------------------------------- each schema describes its interface

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Fails to compile when a schema and its interface disagree. */
export type ResponseSchemasMatchTheirTypes = [
  Assert<Same<z.infer<typeof errorCodeSchema>, ErrorCode>>,
  Assert<Same<z.infer<typeof apiErrorSchema>, ApiError>>,
  Assert<Same<z.infer<typeof messageResponseSchema>, MessageResponse>>,
  Assert<Same<z.infer<typeof publicUserSchema>, PublicUser>>,
  Assert<Same<z.infer<typeof authResponseSchema>, AuthResponse>>,
  Assert<Same<z.infer<typeof imageSetSchema>, ImageSet>>,
  Assert<Same<z.infer<typeof categorySchema>, Category>>,
  Assert<Same<z.infer<typeof tyreRangeSchema>, TyreRange>>,
  Assert<Same<z.infer<typeof tyreSizeSchema>, TyreSize>>,
  Assert<Same<z.infer<typeof productCardSchema>, ProductCard>>,
  Assert<Same<z.infer<typeof productSchema>, Product>>,
  Assert<Same<z.infer<typeof newsPostSchema>, NewsPost>>,
  Assert<Same<z.infer<typeof contactInfoResponseSchema>, ContactInfo>>,
];
