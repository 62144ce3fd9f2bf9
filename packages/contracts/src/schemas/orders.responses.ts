// What the ordering routes answer: quotes, orders, a tracked order and the dashboard's counts.
import { z } from 'zod';
import { DISTRICTS, ORDER_OTP_MODES, ORDER_STATUSES, PAYMENT_TYPES } from '../order-constants';
import type { UnavailableReason } from './orders';
import { fileName, id, timestamp } from './response-fields';

const money = z.number().int().describe('whole BDT');

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
export type Quote = z.infer<typeof quoteSchema>;

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

/** How a shipped order travels: set with its move to `shipped`. */
export const shipmentSchema = z
  .object({
    courier: z
      .object({ _id: id, name: z.string(), nameBn: z.string() })
      .nullable()
      .describe('null when none was chosen'),
    trackingNumber: z.string().optional().describe("the courier's tracking or consignment number"),
    trackingUrl: z.string().optional().describe("the courier's page for this number, when it has one"),
    consignmentId: z
      .string()
      .optional()
      .describe("the courier's consignment id, when the parcel was booked through its API (Steadfast)"),
    codAmount: money.optional().describe('what the courier was asked to collect (booked parcels)'),
    collected: money.optional().describe('what the courier says it collected, once delivered'),
    deliveryCharge: money.optional().describe("the courier's delivery charge, once delivered"),
    courierStatus: z
      .string()
      .optional()
      .describe("the courier's last final status (delivered, cancelled, ...)"),
    at: timestamp,
  })
  .meta({ id: 'Shipment' });
export type Shipment = z.infer<typeof shipmentSchema>;

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
      gateway: z.literal('bkash').optional().describe('bKash Online: the gateway that took the money'),
      paymentID: z.string().optional().describe("bKash Online: the gateway's payment id"),
      amount: money.optional().describe('bKash Online: the amount the gateway took'),
      paidAt: timestamp.optional().describe('bKash Online: when the gateway completed the payment'),
      payBy: timestamp
        .optional()
        .describe('bKash Online: an order awaiting payment is cancelled, its stock returned, at this moment'),
      refund: z
        .object({ amount: money, refundTrxID: z.string().optional(), at: timestamp })
        .optional()
        .describe('bKash Online: money given back (a payment that came after the order expired)'),
      flagged: z
        .string()
        .optional()
        .describe('bKash Online: money taken that the shop could not match or give back; for an admin'),
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
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /orders/track: what a guest who knows the reference and the mobile number sees. Nothing
 * that opens the order or its invoice (no key) and nothing about the customer.
 */
export const trackedOrderSchema = z
  .object({
    reference: z.string(),
    status: orderStatusSchema,
    timeline: z.array(z.object({ status: orderStatusSchema, at: timestamp })).describe('oldest first'),
    shipment: shipmentSchema.optional(),
    items: z.array(z.object({ title: z.string(), titleBn: z.string(), quantity: z.number().int() })),
    total: money,
    paymentType: z.enum(PAYMENT_TYPES),
    createdAt: timestamp,
  })
  .meta({ id: 'TrackedOrder' });
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** GET /orders/verify-mobile: whether an order needs a confirmed number, and the one this browser has. */
export const mobileVerificationSchema = z
  .object({
    required: z
      .enum(ORDER_OTP_MODES)
      .describe(
        'ORDER_OTP: `off` no code; `cod` Cash on Delivery orders need a confirmed number; `all` every order does',
      ),
    verifiedMobile: z
      .string()
      .nullable()
      .describe('the number confirmed on this browser (its HttpOnly cookie), or null'),
  })
  .meta({ id: 'MobileVerification' });
export type MobileVerification = z.infer<typeof mobileVerificationSchema>;

/** POST /orders/verify-mobile/send: a code is on its way. */
export const mobileCodeSentSchema = z
  .object({
    mobile: z.string(),
    expiresInSeconds: z.number().int().describe('the code is good for this long'),
    resendAfterSeconds: z.number().int().describe('another code may be asked after this long'),
  })
  .meta({ id: 'MobileCodeSent' });
export type MobileCodeSent = z.infer<typeof mobileCodeSentSchema>;

/** POST /orders/verify-mobile/check: the number is confirmed on this browser. */
export const mobileConfirmedSchema = z
  .object({
    mobile: z.string(),
    verifiedUntil: timestamp.describe('the cookie that keeps it confirmed on this browser ends then'),
  })
  .meta({ id: 'MobileConfirmed' });
export type MobileConfirmed = z.infer<typeof mobileConfirmedSchema>;

/** PUT /orders/{key} */
export const updateOrderStatusResponseSchema = z
  .object({ message: z.string(), order: orderSchema })
  .meta({ id: 'UpdateOrderStatusResponse' });
export type UpdateOrderStatusResponse = z.infer<typeof updateOrderStatusResponseSchema>;

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
export type OrderCounts = z.infer<typeof orderCountsSchema>;
