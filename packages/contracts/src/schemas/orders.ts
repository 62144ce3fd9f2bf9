// Ordering: quotes, orders, their statuses, tracking and the dashboard counts (the bKash number:
// `mobile.ts`; the answers: `orders.responses.ts`).
// Money is whole BDT (integers); every price, shipping charge and total is computed by the
// server from its own records: the client sends product ids and quantities only.
import { z } from 'zod';
import type { ClientInput } from './client-input';
import {
  bdMobileSchema,
  emailSchema,
  objectIdSchema,
  pageQuerySchema,
  searchTextSchema,
  textSchema,
} from './common';
import {
  DEFAULT_DISTRICT,
  DEFAULT_PAYMENT_TYPE,
  DISTRICTS,
  MAX_ORDER_LINES,
  MAX_ORDER_QUANTITY,
  MOBILE_CODE,
  ORDER_STATUSES,
  ORDERS_PAGE_MAX,
  PAYMENT_TYPES,
  type District,
  type OrderStatus,
  type PaymentType,
} from '../order-constants';
import type { UnavailableReason } from './orders.responses';
export type {
  UnavailableReason,
  MobileCodeSent,
  MobileConfirmed,
  MobileVerification,
  Quote,
  Order,
  Refund,
  UpdateOrderStatusResponse,
  OrderCounts,
  ParcelReturn,
  Shipment,
  TrackedOrder,
} from './orders.responses';

// ---- carts and quotes ----

// The customer's delivery details follow the one text rule (`textSchema`): no control characters,
// line breaks or bidirectional controls, so a name cannot carry a second line or turn itself
// around in the shop's messages; only the note may run over several lines.
const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  textSchema(options)
    .max(max, `must be ${max} characters or fewer`)
    .optional()
    .transform((v) => (v ? v : undefined));
const requiredText = (max: number) =>
  textSchema().min(1, 'is required').max(max, `must be ${max} characters or fewer`);

export const orderItemInputSchema = z.object({
  product: objectIdSchema,
  quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(MAX_ORDER_QUANTITY, `must be ${MAX_ORDER_QUANTITY} or less`),
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

export const orderItemsSchema = z
  .array(orderItemInputSchema)
  .min(1, 'must hold at least one product')
  .max(MAX_ORDER_LINES, `must hold ${MAX_ORDER_LINES} products or fewer`)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    for (const [i, item] of items.entries()) {
      const id = item.product.toLowerCase();
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i, 'product'], message: 'is listed twice' });
      seen.add(id);
    }
  });

export const districtSchema = z.enum(DISTRICTS, { error: 'must be one of the 64 districts of Bangladesh' });

export const quoteBodySchema = z.object({
  items: orderItemsSchema,
  district: districtSchema.default(DEFAULT_DISTRICT),
});
export type QuoteBody = z.input<typeof quoteBodySchema>;

/** A priced line of a quote; unavailable lines carry a reason and count in no total. */
export interface QuoteLine {
  product: string;
  quantity: number;
  available: boolean;
  reason?: UnavailableReason;
  /** Shown to the customer, e.g. "Only 3 left". */
  message?: string;
  title?: string;
  titleBn?: string;
  slug?: string;
  thumbnailImage?: string;
  /** Units in stock now (available lines and too-large quantities). */
  stock?: number;
  regularPrice?: number;
  unitPrice?: number;
  lineTotal?: number;
  shipping?: number;
}

// ---- placing an order ----

export const customerDetailsSchema = z.object({
  name: requiredText(100),
  companyName: optionalText(120),
  address: requiredText(300),
  town: optionalText(100),
  thana: requiredText(100),
  district: districtSchema.default(DEFAULT_DISTRICT),
  postCode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, 'must be 4 digits')
    .optional()
    .transform((v) => (v ? v : undefined)),
  mobileNumber: bdMobileSchema,
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
  notes: optionalText(500, { multiline: true }),
});
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;
/** The delivery details as stored on an order (optional fields left out when empty). */
export interface CustomerDetails {
  name: string;
  companyName?: string;
  address: string;
  town?: string;
  thana: string;
  district: District;
  postCode?: string;
  mobileNumber: string;
  email?: string;
  notes?: string;
}

/** A bKash TrxID: 10 letters and digits, stored upper-case. */
export const trxIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character bKash TrxID');

export const paymentInputSchema = z
  .object({
    paymentType: z
      .enum(PAYMENT_TYPES, { error: 'must be Cash on Delivery or bKash' })
      .default(DEFAULT_PAYMENT_TYPE),
    mobileNumber: z.string().optional(),
    trxID: z.string().optional(),
  })
  .transform((p, ctx): OrderPayment => {
    if (p.paymentType !== 'bKash') return { paymentType: p.paymentType };
    const mobile = bdMobileSchema.safeParse(p.mobileNumber ?? '');
    const trx = trxIdSchema.safeParse(p.trxID ?? '');
    if (!mobile.success)
      ctx.addIssue({
        code: 'custom',
        path: ['mobileNumber'],
        message: p.mobileNumber ? mobile.error.issues[0]!.message : 'is required for bKash',
      });
    if (!trx.success)
      ctx.addIssue({
        code: 'custom',
        path: ['trxID'],
        message: p.trxID ? trx.error.issues[0]!.message : 'is required for bKash',
      });
    if (!mobile.success || !trx.success) return z.NEVER;
    return { paymentType: 'bKash', mobileNumber: mobile.data, trxID: trx.data };
  });

/** How an order is paid; for bKash, the number the money was sent from and its TrxID. */
export interface OrderPayment {
  paymentType: PaymentType;
  mobileNumber?: string;
  trxID?: string;
}

/** The languages an order (its invoice) may be written in: the site's language when it was placed. */
export const ORDER_LANGUAGES = ['en', 'bn'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

export const placeOrderBodySchema = z.object({
  items: orderItemsSchema,
  customer: customerDetailsSchema,
  payment: paymentInputSchema.default({ paymentType: DEFAULT_PAYMENT_TYPE }),
  /** The language the customer ordered in: the invoice (PDF) is written in it. */
  language: z.enum(ORDER_LANGUAGES, { error: `must be one of ${ORDER_LANGUAGES.join(', ')}` }).default('en'),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;
export type PlaceOrderInput = z.output<typeof placeOrderBodySchema>;

// ---- confirming the mobile number of an order (ORDER_OTP) ----

/** POST /orders/verify-mobile/send: the number to send a code to, and the language of the SMS. */
export const sendMobileCodeBodySchema = z.object({
  mobile: bdMobileSchema,
  language: z.enum(ORDER_LANGUAGES, { error: `must be one of ${ORDER_LANGUAGES.join(', ')}` }).default('en'),
});
export type SendMobileCodeBody = z.input<typeof sendMobileCodeBodySchema>;

/** POST /orders/verify-mobile/check: the number and the code the SMS gave. */
export const checkMobileCodeBodySchema = z.object({
  mobile: bdMobileSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${MOBILE_CODE.digits}}$`), 'must be the 6-digit code from the SMS'),
});
export type CheckMobileCodeBody = z.input<typeof checkMobileCodeBodySchema>;

/** The `Idempotency-Key` header: one per checkout attempt. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, 'must be 8 to 100 letters, digits, dashes or underscores');

/** A line as sold: the title and prices of the moment of the order. */
export interface OrderLine {
  product: string;
  title: string;
  /** The Bangla title of the moment of the order, when the product had one. */
  titleBn?: string;
  slug: string;
  thumbnailImage?: string;
  quantity: number;
  regularPrice: number;
  unitPrice: number;
  lineTotal: number;
  /** Shipping of this line: the product's rate for the district times the quantity. */
  shipping: number;
}

export interface StatusChange {
  from: OrderStatus | null;
  to: OrderStatus;
  /** The admin who moved it (`null` when the order was placed). */
  by: { _id: string; name: string } | null;
  at: string;
  note?: string;
  /** A refund of the order's payment (`from` and `to` are then the status it stays in). */
  refund?: { id: string; amount: number };
}

// ---- admin ----

/** Sent with a move to `shipped` (PUT /orders/:key): both optional. */
export const shipmentFieldsSchema = z.object({
  courier: objectIdSchema.optional(),
  trackingNumber: z
    .string()
    .trim()
    .max(60, 'must be 60 characters or fewer')
    .regex(/^[A-Za-z0-9/_-]*$/, 'must be letters, digits, dashes or slashes')
    .optional()
    .transform((v) => v || undefined),
});

/** A move of an order; a move to `shipped` may carry the courier and its tracking number. */
export const updateOrderStatusBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }),
    note: optionalText(500, { multiline: true }),
  })
  .extend(shipmentFieldsSchema.shape);
export type UpdateOrderStatusBody = z.input<typeof updateOrderStatusBodySchema>;

/** `:key` of /orders/:key: the order's key, or (for its owner and admins) its `_id`. */
export const orderKeyParamsSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, 'must be an order key or id'),
});

const pageOf = (max: number) =>
  pageQuerySchema.extend({
    size: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(max, `must be ${max} or less`)
      .default(20),
  });

/** GET /orders (the caller's own). */
export const myOrdersQuerySchema = pageOf(ORDERS_PAGE_MAX);
export type MyOrdersQuery = z.output<typeof myOrdersQuerySchema>;
export type MyOrdersQueryInput = ClientInput<typeof myOrdersQuerySchema>;

const dayOrInstant = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(v) && !Number.isNaN(Date.parse(v)), {
    message: 'must be a date (YYYY-MM-DD)',
  });

/** GET /orders/all (admin): filters and a search over reference, mobile number and name. */
export const allOrdersQuerySchema = pageOf(ORDERS_PAGE_MAX)
  .extend({
    status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
    paymentType: z.enum(PAYMENT_TYPES, { error: 'must be Cash on Delivery or bKash' }).optional(),
    /** From this day (inclusive, Dhaka time) or instant. */
    from: dayOrInstant.optional(),
    /** Up to this day (inclusive, Dhaka time) or instant. */
    to: dayOrInstant.optional(),
    search: searchTextSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type AllOrdersQuery = z.output<typeof allOrdersQuerySchema>;
export type AllOrdersQueryInput = ClientInput<typeof allOrdersQuerySchema>;

// ---- tracking ----

/** TB-260001: the reference printed on the invoice and sent by SMS. */
export const orderReferenceSchema = z
  .string({ error: 'is required' })
  .trim()
  .toUpperCase()
  .regex(/^TB-\d{6,}$/, 'must be an order reference like TB-260001');

/** POST /orders/track: the reference and the mobile number the order was placed with. */
export const trackOrderBodySchema = z.object({
  reference: orderReferenceSchema,
  mobileNumber: bdMobileSchema,
});
export type TrackOrderBody = z.input<typeof trackOrderBodySchema>;
