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
import { DISTRICTS, ORDER_STATUSES, PAYMENT_TYPES } from './order-constants';
import type {
  MobileRecord,
  Order,
  OrderCounts,
  Quote,
  UnavailableReason,
  UpdateOrderStatusResponse,
} from './orders';

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
    nameBn: z.string(),
    slug: z.string(),
    description: z.string(),
    descriptionBn: z.string(),
    sortOrder: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Category' });

export const tyreRangeSchema = z
  .object({
    _id: id,
    name: z.string(),
    nameBn: z.string(),
    slug: z.string(),
    categoryId: id,
    categoryName: z.string(),
    categoryNameBn: z.string(),
    categorySlug: z.string(),
    description: z.string(),
    descriptionBn: z.string(),
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
  titleBn: z.string(),
  thumbnailImage: fileName,
  regularPrice: z.number().int(),
  discountPrice: z.number().int(),
  price: z.number().int(),
  stock: z.number().int(),
  status: productStatusSchema,
  categoryName: z.string(),
  categoryNameBn: z.string(),
  categorySlug: z.string(),
  rangeName: z.string().nullable(),
  rangeNameBn: z.string().nullable(),
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
    descriptionBn: z.string(),
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

// ---------------------------------------------------------------- ordering

const money = z.number().int().describe('whole BDT');

/** GET /mobile, GET /mobile/{id}: the bKash number ('' while none is set). */
export const mobileNumberSchema = z
  .object({ _id: id, mobile: z.string().describe("01XXXXXXXXX, or '' when bKash is not offered") })
  .meta({ id: 'MobileNumber' });

export const orderStatusSchema = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
const districtSchema = z.enum(DISTRICTS);
const unavailableReasonSchema = z.enum([
  'unknown',
  'draft',
  'out_of_stock',
  'insufficient_stock',
] as const satisfies readonly UnavailableReason[]);

export const quoteLineSchema = z
  .object({
    product: id,
    quantity: z.number().int(),
    available: z.boolean(),
    reason: unavailableReasonSchema.optional(),
    message: z.string().optional().describe('shown to the customer, e.g. "Only 3 left"'),
    title: z.string().optional(),
    slug: z.string().optional(),
    thumbnailImage: fileName.optional(),
    stock: z.number().int().optional().describe('units in stock now'),
    regularPrice: money.optional(),
    unitPrice: money.optional(),
    lineTotal: money.optional(),
    shipping: money.optional(),
  })
  .meta({ id: 'QuoteLine' });

/** POST /orders/quote */
export const quoteSchema = z
  .object({
    district: districtSchema,
    items: z.array(quoteLineSchema),
    subtotal: money.describe('sum of the available lines only'),
    shipping: money,
    total: money,
    unavailable: z
      .array(z.object({ product: id, reason: unavailableReasonSchema, message: z.string() }))
      .describe('the lines that cannot be ordered as they are'),
  })
  .meta({ id: 'Quote' });

export const orderLineSchema = z
  .object({
    product: id,
    title: z.string(),
    slug: z.string(),
    thumbnailImage: fileName.optional(),
    quantity: z.number().int(),
    regularPrice: money,
    unitPrice: money,
    lineTotal: money,
    shipping: money.describe("the product's rate for the district times the quantity"),
  })
  .meta({ id: 'OrderLine' });

export const orderSchema = z
  .object({
    _id: id,
    reference: z.string().describe('human reference for phone support, e.g. TB-260001'),
    key: z.string().describe('unguessable key that opens the order and its invoice'),
    userId: id.nullable().describe("the customer's user id, or null for a visitor's order"),
    items: z.array(orderLineSchema),
    customer: z.object({
      name: z.string(),
      companyName: z.string().optional(),
      address: z.string(),
      town: z.string().optional(),
      thana: z.string(),
      district: districtSchema,
      postCode: z.string().optional(),
      mobileNumber: z.string(),
      email: z.string().optional(),
      notes: z.string().optional(),
    }),
    payment: z.object({
      paymentType: z.enum(PAYMENT_TYPES),
      mobileNumber: z.string().optional().describe('bKash: the number the money was sent from'),
      trxID: z.string().optional().describe('bKash: the transaction id'),
    }),
    subtotal: money,
    shipping: money,
    total: money,
    status: orderStatusSchema,
    history: z.array(
      z.object({
        from: orderStatusSchema.nullable(),
        to: orderStatusSchema,
        by: z
          .object({ _id: id, name: z.string() })
          .nullable()
          .describe('the admin who moved it (null when the order was placed)'),
        at: timestamp,
        note: z.string().optional(),
      }),
    ),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Order' });

/** PUT /orders/{key} */
export const updateOrderStatusResponseSchema = z
  .object({ message: z.string(), order: orderSchema })
  .meta({ id: 'UpdateOrderStatusResponse' });

/** GET /orders/counts: orders per status and in all. */
export const orderCountsSchema = z
  .object({
    ...(Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<
      (typeof ORDER_STATUSES)[number],
      z.ZodNumber
    >),
    total: z.number().int(),
  })
  .meta({ id: 'OrderCounts' });

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
  Assert<Same<z.infer<typeof mobileNumberSchema>, MobileRecord>>,
  Assert<Same<z.infer<typeof quoteSchema>, Quote>>,
  Assert<Same<z.infer<typeof orderSchema>, Order>>,
  Assert<Same<z.infer<typeof updateOrderStatusResponseSchema>, UpdateOrderStatusResponse>>,
  Assert<Same<z.infer<typeof orderCountsSchema>, OrderCounts>>,
];
