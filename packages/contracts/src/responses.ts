// zod schemas of the API's answers, for the OpenAPI document (`GET /api/v1/openapi.json`).
// The TypeScript interfaces next to each payload stay the source the code is written against;
// every schema here is checked at compile time to describe exactly its interface, so a field
// added to one and not the other fails `typecheck`.
//
// A separate entry (`@tyre/contracts/responses`), not re-exported from the main one: browser
// bundles that import `@tyre/contracts` do not carry these schemas.
import { z } from 'zod';
import { roleSchema } from './auth';
import { constructionSchema, productStatusSchema, tubeTypeSchema } from './catalog';
import { SPEED_RATINGS } from './constants';
import { MESSAGE_AUDIENCES, MESSAGE_CHANNELS, MESSAGE_STATUSES, ORDER_EVENTS } from './notifications';
import { DISTRICTS, ORDER_STATUSES, PAYMENT_TYPES } from './order-constants';
import type { UnavailableReason } from './orders';
import { REPORT_GRANULARITIES } from './reports';

const id = z.string().describe('24-character hex id');
const timestamp = z.string().describe('ISO 8601 date and time');
const fileName = z.string().describe('file name, served at /api/v1/files/{name}');
/** The 1200 x 630 link-card picture made at upload time. */
const previewFile = z
  .string()
  .describe("1200 x 630 link-card picture (og:image) on the brand's green; '' for older images");

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
    messageCode: z
      .string()
      .optional()
      .describe(
        'the stable code of `message` when it is a known text (e.g. `auth.loginFailed`), ' +
          "for clients that show their own text in the reader's language",
      ),
    messageParams: z
      .record(z.string(), z.string())
      .optional()
      .describe('the values in `message`, e.g. { "left": "3", "title": "Sporty 90/90-17" }'),
    fieldIssues: z
      .record(
        z.string(),
        z.object({
          code: z.string().describe('e.g. `required`, `minLength`'),
          params: z.record(z.string(), z.string()).optional().describe('e.g. { "min": "8" }'),
        }),
      )
      .optional()
      .describe('the stable code and values of each known message in `fields`'),
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
    preview: previewFile,
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
    titleBn: z.string().describe("Bangla title; '' when none"),
    descBn: z.string().describe("Bangla text; '' when none"),
    image: fileName,
    thumbnail: fileName,
    preview: previewFile,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'NewsPost' });

export const homeVideoSchema = z
  .object({
    _id: id,
    url: z.string(),
    status: z.enum(['active', 'inactive']),
    provider: z.enum(['youtube', 'vimeo', 'mp4']),
    videoId: z.string().describe("YouTube or Vimeo id; '' for an MP4 file"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'HomeVideo' });

export const bannerSchema = z
  .object({
    _id: id,
    title: z.string(),
    titleBn: z.string().describe("Bangla caption; '' when none"),
    link: z.string().describe("http(s) address; '' when none"),
    image: fileName,
    variants: z.array(z.object({ width: z.number().int(), file: fileName })),
    preview: previewFile,
    active: z.boolean(),
    order: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Banner' });

export const galleryItemSchema = z
  .object({
    _id: id,
    caption: z.string(),
    captionBn: z.string().describe("Bangla caption; '' when none"),
    image: fileName,
    thumbnail: fileName,
    width: z.number().int(),
    height: z.number().int(),
    createdAt: timestamp,
  })
  .meta({ id: 'GalleryItem' });

export const contactMessageSchema = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    subject: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: 'ContactMessage' });

export const contactMessageCountsSchema = z
  .object({ total: z.number().int(), unread: z.number().int() })
  .meta({ id: 'ContactMessageCounts' });

export const jobSchema = z
  .object({
    _id: id,
    slug: z.string(),
    title: z.string(),
    vacancy: z.number().int(),
    experience: z.string(),
    deadline: z.string().describe('YYYY-MM-DD, the last day (Asia/Dhaka)'),
    closesAt: timestamp,
    open: z.boolean(),
    desc: z.string(),
    skills: z.string(),
    accountabilities: z.string(),
    eduReq: z.string(),
    location: z.string(),
    salary: z.string(),
    ref: z.string(),
    titleBn: z.string().describe("Bangla title; '' when none"),
    experienceBn: z.string().describe("Bangla experience; '' when none"),
    descBn: z.string().describe("Bangla description; '' when none"),
    skillsBn: z.string().describe("Bangla skills; '' when none"),
    accountabilitiesBn: z.string().describe("Bangla accountabilities; '' when none"),
    eduReqBn: z.string().describe("Bangla education requirements; '' when none"),
    locationBn: z.string().describe("Bangla location; '' when none"),
    salaryBn: z.string().describe("Bangla salary text; '' when none"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Job' });

export const createdJobResponseSchema = z
  .object({ message: z.string(), _id: id, slug: z.string() })
  .meta({ id: 'CreatedJob' });

export const jobApplicationSchema = z
  .object({
    _id: id,
    job: id,
    jobInfo: z.object({ title: z.string(), slug: z.string() }),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    cover: z.string(),
    cv: fileName.describe('a private PDF, served to admins only'),
    createdAt: timestamp,
  })
  .meta({ id: 'JobApplication' });

export const dealerRequestSchema = z
  .object({
    _id: id,
    slug: z.string(),
    name: z.string(),
    companyName: z.string(),
    email: z.string(),
    mobile: z.string(),
    message: z.string(),
    file: fileName.describe('a private image or PDF, served to admins only'),
    fileKind: z.enum(['image', 'document']),
    handled: z.boolean(),
    archived: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'DealerRequest' });

/** GET /contact: empty texts and lists until an admin fills them in. */
export const contactInfoResponseSchema = z
  .object({
    blurb: z.string(),
    blurbBn: z.string().describe("Bangla blurb; '' when none"),
    offices: z.array(
      z.object({
        name: z.string(),
        address: z.string(),
        nameBn: z.string().describe("Bangla name; '' when none"),
        addressBn: z.string().describe("Bangla address; '' when none"),
      }),
    ),
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
    titleBn: z.string().optional().describe('the Bangla title, when the product has one'),
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
    titleBn: z.string().optional().describe('the Bangla title at the time of the order, when there was one'),
    slug: z.string(),
    thumbnailImage: fileName.optional(),
    quantity: z.number().int(),
    regularPrice: money,
    unitPrice: money,
    lineTotal: money,
    shipping: money.describe("the product's rate for the district times the quantity"),
  })
  .meta({ id: 'OrderLine' });

/** A courier the shop ships with (GET /couriers). */
export const courierSchema = z
  .object({
    _id: id,
    name: z.string(),
    nameBn: z.string(),
    trackingUrl: z
      .string()
      .describe("the courier's tracking page, `{number}` standing for the tracking number; '' when none"),
    active: z.boolean().describe('offered when an order is shipped'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Courier' });

/** How a shipped order travels: set with its move to `shipped`. */
export const shipmentSchema = z
  .object({
    courier: z
      .object({ _id: id, name: z.string(), nameBn: z.string() })
      .nullable()
      .describe('null when none was chosen'),
    trackingNumber: z.string().optional().describe("the courier's tracking or consignment number"),
    trackingUrl: z.string().optional().describe("the courier's page for this number, when it has one"),
    at: timestamp,
  })
  .meta({ id: 'Shipment' });

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
    language: z
      .enum(['en', 'bn'])
      .optional()
      .describe('the language it was placed in, which its invoice is written in (absent: en)'),
    shipment: shipmentSchema.optional().describe('set when the order was shipped'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Order' });

/** POST /orders/track: what a guest who knows the reference and the mobile number sees. */
export const trackedOrderSchema = z
  .object({
    reference: z.string(),
    key: z.string().describe('opens the order and its invoice (/orders/{key}, /orders/{key}/invoice.pdf)'),
    status: orderStatusSchema,
    timeline: z.array(z.object({ status: orderStatusSchema, at: timestamp })).describe('oldest first'),
    shipment: shipmentSchema.optional(),
    items: z.array(z.object({ title: z.string(), titleBn: z.string(), quantity: z.number().int() })),
    total: money,
    paymentType: z.enum(PAYMENT_TYPES),
    language: z.enum(['en', 'bn']),
    createdAt: timestamp,
  })
  .meta({ id: 'TrackedOrder' });

/** One message of the outbox (GET /messages). */
export const outboxMessageSchema = z
  .object({
    _id: id,
    orderId: id,
    reference: z.string(),
    event: z.enum(ORDER_EVENTS),
    channel: z.enum(MESSAGE_CHANNELS),
    audience: z.enum(MESSAGE_AUDIENCES),
    to: z.string().describe('the number or address, partly masked (01712•••678, r•••@example.com)'),
    language: z.enum(['en', 'bn']),
    subject: z.string().optional().describe('e-mail only'),
    text: z.string().describe('the SMS, or the plain-text part of the e-mail'),
    status: z.enum(MESSAGE_STATUSES),
    tries: z.number().int(),
    attempts: z
      .array(z.object({ at: timestamp, ok: z.boolean(), error: z.string().optional() }))
      .describe("each try's outcome, oldest first"),
    nextAt: timestamp.optional().describe('when a pending message is tried next'),
    sentAt: timestamp.optional(),
    createdAt: timestamp,
  })
  .meta({ id: 'OutboxMessage' });

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

// ---------------------------------------------------------------- reports

const reportDay = z.string().describe('a day in Dhaka time (YYYY-MM-DD)');
const whole = () => z.number().int();

export const reportFiguresSchema = z
  .object({
    orders: whole(),
    units: whole(),
    revenue: whole().describe('order totals with shipping, whole BDT'),
  })
  .meta({ id: 'ReportFigures' });

export const salesPeriodSchema = reportFiguresSchema
  .extend({
    period: reportDay.describe('first day of the period (the Monday of a week, the 1st of a month)'),
  })
  .meta({ id: 'SalesPeriod' });

/** GET /reports/sales */
export const salesReportSchema = z
  .object({
    from: reportDay,
    to: reportDay,
    granularity: z.enum(REPORT_GRANULARITIES),
    timeZone: z.string(),
    periods: z.array(salesPeriodSchema).describe('every period of the range, empty ones as zeros'),
    totals: reportFiguresSchema.describe('cancelled orders excluded'),
    cancelled: reportFiguresSchema.describe('the cancelled orders, apart'),
  })
  .meta({ id: 'SalesReport' });

const productFiguresSchema = z
  .object({
    product: id,
    title: z.string(),
    titleBn: z.string().describe("Bangla title; '' when none"),
    slug: z.string(),
    units: whole(),
    revenue: whole().describe('line totals (goods, without shipping), whole BDT'),
  })
  .meta({ id: 'ProductFigures' });
const categoryFiguresSchema = z
  .object({
    categoryId: id.nullable().describe('null for products deleted since (named "Unknown")'),
    name: z.string(),
    nameBn: z.string().describe("Bangla name; '' when none"),
    units: whole(),
    revenue: whole(),
  })
  .meta({ id: 'CategoryFigures' });
const districtFiguresSchema = reportFiguresSchema
  .extend({ district: z.string() })
  .meta({ id: 'DistrictFigures' });
const timingFigureSchema = z
  .object({
    orders: whole(),
    medianHours: z.number().nullable().describe('median hours from the order to the step, or null'),
  })
  .meta({ id: 'TimingFigure' });

/** GET /reports/summary */
export const salesSummarySchema = z
  .object({
    from: reportDay,
    to: reportDay,
    timeZone: z.string(),
    totals: reportFiguresSchema.extend({ averageOrderValue: whole() }),
    cancelled: reportFiguresSchema,
    byStatus: z.array(reportFiguresSchema.extend({ status: orderStatusSchema })),
    byPaymentType: z.array(reportFiguresSchema.extend({ paymentType: z.enum(PAYMENT_TYPES) })),
    topProducts: z.object({
      byRevenue: z.array(productFiguresSchema),
      byUnits: z.array(productFiguresSchema),
    }),
    topCategories: z.object({
      byRevenue: z.array(categoryFiguresSchema),
      byUnits: z.array(categoryFiguresSchema),
    }),
    topDistricts: z.object({
      byOrders: z.array(districtFiguresSchema),
      byRevenue: z.array(districtFiguresSchema),
    }),
    dhaka: z.object({ inside: reportFiguresSchema, outside: reportFiguresSchema }),
    timing: z.object({ bkashVerification: timingFigureSchema, completion: timingFigureSchema }),
  })
  .meta({ id: 'SalesSummary' });

const stockProductSchema = z
  .object({
    _id: id,
    title: z.string(),
    titleBn: z.string().describe("Bangla title; '' when none"),
    slug: z.string(),
    stock: whole(),
    categoryName: z.string(),
    categoryNameBn: z.string().describe("the category's Bangla name; '' when none"),
  })
  .meta({ id: 'StockProduct' });

/** GET /reports/stock */
export const stockReportSchema = z
  .object({
    from: reportDay,
    to: reportDay,
    threshold: whole(),
    lowStock: z.array(stockProductSchema),
    unsold: z.array(stockProductSchema).describe('the first 100 active products with no sale in the range'),
    unsoldTotal: whole(),
  })
  .meta({ id: 'StockReport' });

// ---------------------------------------------------------------- the types of the answers, from their schemas

export type ErrorCode = z.infer<typeof errorCodeSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type ImageSet = z.infer<typeof imageSetSchema>;
export type Category = z.infer<typeof categorySchema>;
export type TyreRange = z.infer<typeof tyreRangeSchema>;
export type TyreSize = z.infer<typeof tyreSizeSchema>;
export type ProductCard = z.infer<typeof productCardSchema>;
export type Product = z.infer<typeof productSchema>;
export type NewsPost = z.infer<typeof newsPostSchema>;
export type ContactInfo = z.infer<typeof contactInfoResponseSchema>;
export type HomeVideo = z.infer<typeof homeVideoSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageCounts = z.infer<typeof contactMessageCountsSchema>;
export type Job = z.infer<typeof jobSchema>;
export type CreatedJobResponse = z.infer<typeof createdJobResponseSchema>;
export type JobApplication = z.infer<typeof jobApplicationSchema>;
export type DealerRequest = z.infer<typeof dealerRequestSchema>;
export type MobileRecord = z.infer<typeof mobileNumberSchema>;
export type Quote = z.infer<typeof quoteSchema>;
export type Order = z.infer<typeof orderSchema>;
export type Courier = z.infer<typeof courierSchema>;
export type Shipment = z.infer<typeof shipmentSchema>;
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type UpdateOrderStatusResponse = z.infer<typeof updateOrderStatusResponseSchema>;
export type OrderCounts = z.infer<typeof orderCountsSchema>;
export type ReportFigures = z.infer<typeof reportFiguresSchema>;
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;
export type SalesReport = z.infer<typeof salesReportSchema>;
export type ProductFigures = z.infer<typeof productFiguresSchema>;
export type CategoryFigures = z.infer<typeof categoryFiguresSchema>;
export type DistrictFigures = z.infer<typeof districtFiguresSchema>;
export type TimingFigure = z.infer<typeof timingFigureSchema>;
export type SalesSummary = z.infer<typeof salesSummarySchema>;
export type StockProduct = z.infer<typeof stockProductSchema>;
export type StockReport = z.infer<typeof stockReportSchema>;
