// What the ordering routes answer: quotes, orders, a tracked order and the dashboard's counts.
import { z } from 'zod';
import {
  CARRIERS,
  COURIER_STATES,
  DISTRICTS,
  ORDER_OTP_MODES,
  ORDER_STATUSES,
  PAYMENT_GATEWAYS,
  PAYMENT_TYPES,
  REFUND_STATES,
} from '../order-constants';
import { fileName, id, timestamp } from './response-fields';

const money = z.number().int().describe('whole BDT');

export const orderStatusSchema = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
const districtSchema = z.enum(DISTRICTS);
const unavailableReasonSchema = z.enum(['unknown', 'draft', 'out_of_stock', 'insufficient_stock']);
/** Why a line cannot be ordered. */
export type UnavailableReason = z.infer<typeof unavailableReasonSchema>;

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
    carrier: z
      .enum(CARRIERS)
      .optional()
      .describe('the courier whose merchant API booked the parcel (absent: chosen by hand)'),
    update: z
      .object({
        state: z.enum(COURIER_STATES),
        at: timestamp,
        message: z
          .string()
          .optional()
          .describe("the courier's own words (admins only: tracking leaves them out)"),
      })
      .optional()
      .describe("the courier's latest word on the parcel, in the shop's terms"),
    settled: z
      .object({ at: timestamp, invoiceId: z.string().optional() })
      .optional()
      .describe("the courier paid the shop what it collected for this parcel (Pathao's payment invoice)"),
    at: timestamp,
  })
  .meta({ id: 'Shipment' });
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * A returned parcel: when and why the courier brought it back, and once an admin has looked at
 * the goods, whether they went back into stock (`restocked`, decided once).
 */
export const parcelReturnSchema = z
  .object({
    at: timestamp,
    reason: z
      .enum(['refused', 'returned', 'cancelled'])
      .describe(
        'refused: the customer refused it at the door (paid the delivery charge or not); returned: undeliverable; cancelled: the courier cancelled it',
      ),
    note: z.string().optional().describe("the courier's or admin's words"),
    resolution: z
      .object({
        restocked: z.boolean(),
        by: z.object({ _id: id, name: z.string() }),
        at: timestamp,
      })
      .optional()
      .describe('absent until an admin has decided; `restocked`: the goods went back into stock'),
  })
  .meta({ id: 'ParcelReturn' });
export type ParcelReturn = z.infer<typeof parcelReturnSchema>;

/** A refund of an order's online payment by an admin. */
export const refundSchema = z
  .object({
    id: z.string().describe('the refund request id (its Idempotency-Key)'),
    amount: money,
    reason: z.string(),
    state: z
      .enum(REFUND_STATES)
      .describe('`done`: given back; `processing`: the gateway has it; `failed`: the gateway refused it'),
    ref: z
      .string()
      .optional()
      .describe("the gateway's refund id (bKash's refundTrxID, SSLCommerz's refund_ref_id)"),
    error: z.string().optional().describe("the gateway's reason, when it refused"),
    by: z.object({ _id: id, name: z.string() }),
    at: timestamp,
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

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
      gateway: z
        .enum(PAYMENT_GATEWAYS)
        .optional()
        .describe('paid online (bKash Online, SSLCommerz): the gateway that takes the money'),
      paymentID: z
        .string()
        .optional()
        .describe("paid online: the gateway's payment id (bKash's paymentID, SSLCommerz's tran_id)"),
      amount: money.optional().describe('paid online: the amount the gateway took'),
      paidAt: timestamp.optional().describe('paid online: when the gateway completed the payment'),
      valId: z.string().optional().describe('SSLCommerz: the validation id of the payment'),
      cardType: z
        .string()
        .optional()
        .describe(
          'SSLCommerz: how the customer paid, as SSLCommerz names it (VISA-Dutch Bangla, BKASH-BKash, …)',
        ),
      cardBrand: z
        .string()
        .optional()
        .describe('SSLCommerz: the card brand or wallet (VISA, MASTERCARD, MOBILEBANKING, …)'),
      cardIssuer: z.string().optional().describe("SSLCommerz: the card's issuing bank, when given"),
      risk: z
        .object({ level: z.number().int(), title: z.string().optional() })
        .optional()
        .describe("SSLCommerz: the payment's risk (level 1: held in payment review for an admin)"),
      payBy: timestamp
        .optional()
        .describe('paid online: an order awaiting payment is cancelled, its stock returned, at this moment'),
      deliverBy: timestamp
        .optional()
        .describe(
          'paid online: the delivery deadline of a paid order (5 days from the payment in Dhaka, 10 elsewhere)',
        ),
      refund: z
        .object({ amount: money, refundTrxID: z.string().optional(), at: timestamp })
        .optional()
        .describe(
          'paid online: money given back by the shop itself (a payment that came after the order expired)',
        ),
      refunds: z
        .array(refundSchema)
        .optional()
        .describe("paid online: the admins' refunds of this order's payment, oldest first"),
      refunded: money.optional().describe('paid online: the sum of the refunds given or being processed'),
      flagged: z
        .string()
        .optional()
        .describe('paid online: money taken that the shop could not match or give back; for an admin'),
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
        refund: z
          .object({ id: z.string(), amount: money })
          .optional()
          .describe("a refund of the order's payment (the status stays as it was)"),
      }),
    ),
    language: z
      .enum(['en', 'bn'])
      .optional()
      .describe('the language it was placed in, which its invoice is written in (absent: en)'),
    shipment: shipmentSchema.optional().describe('set when the order was shipped'),
    parcelReturn: parcelReturnSchema
      .optional()
      .describe('set when the order was returned: why, and what the shop did with the goods'),
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
