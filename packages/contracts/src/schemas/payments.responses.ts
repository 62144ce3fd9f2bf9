// What the payment routes answer.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_GATEWAYS, PAYMENT_STATES, PAYMENT_TYPES } from '../order-constants';
import { orderSchema, refundSchema } from './orders.responses';
import { id, timestamp } from './response-fields';

const money = z.number().int().describe('whole BDT');

/** GET /payments/methods */
export const paymentMethodsSchema = z
  .object({
    methods: z
      .array(z.enum(PAYMENT_TYPES))
      .describe(
        'the payment types the checkout offers; `bKash Online` and `SSLCommerz` only when the shop has configured them',
      ),
    onlinePaymentMinutes: z
      .number()
      .int()
      .describe('how long an order paid online holds its stock before it is cancelled unpaid'),
  })
  .meta({ id: 'PaymentMethods' });
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** POST /payments/bkash */
export const bkashCheckoutSchema = z
  .object({
    paymentID: z.string(),
    bkashURL: z.string().describe("bKash's payment page: send the customer there"),
  })
  .meta({ id: 'BkashCheckout' });
export type BkashCheckout = z.infer<typeof bkashCheckoutSchema>;

/** POST /payments/sslcommerz */
export const sslcommerzCheckoutSchema = z
  .object({
    tranId: z.string().describe("the shop's transaction id of this payment (SSLCommerz's `tran_id`)"),
    gatewayPageURL: z
      .string()
      .describe("SSLCommerz's payment page (`GatewayPageURL`): send the customer there"),
  })
  .meta({ id: 'SslcommerzCheckout' });
export type SslcommerzCheckout = z.infer<typeof sslcommerzCheckoutSchema>;

/** GET /payments/bkash/callback, GET /payments/sslcommerz/result */
export const paymentResultSchema = z
  .object({
    result: z
      .enum(['paid', 'review', 'failed', 'cancelled', 'checking', 'expired'])
      .describe(
        '`paid`; `review`: paid, and the shop checks the payment before it moves on; `failed` or `cancelled` (the order waits, pay again or switch to Cash on Delivery); `checking`: the gateway has not told yet (ask again); `expired`: the order was cancelled before the payment came (any money taken is given back)',
      ),
    order: z.object({
      key: z.string(),
      reference: z.string(),
      total: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      payBy: timestamp.optional(),
    }),
  })
  .meta({ id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** GET /payments: one online payment attempt (one bKash `create`, one SSLCommerz session). */
export const paymentRecordSchema = z
  .object({
    _id: z.string().describe("the gateway's payment id (bKash's paymentID, the shop's SSLCommerz tran_id)"),
    gateway: z.enum(PAYMENT_GATEWAYS),
    orderId: id,
    reference: z.string().describe("the order's reference"),
    amount: money.describe('the amount asked (the order total)'),
    state: z.enum(PAYMENT_STATES),
    trxID: z
      .string()
      .optional()
      .describe("the gateway's transaction id once money moved (bKash's trxID, SSLCommerz's bank_tran_id)"),
    paidAmount: money.optional().describe('what the gateway took'),
    refunded: money.optional().describe("what the admins' refunds gave back (or are giving back)"),
    method: z
      .string()
      .optional()
      .describe('how the customer paid: the card type or wallet SSLCommerz names, bKash for bKash'),
    riskLevel: z.number().int().optional().describe("SSLCommerz's risk level (1: held for review)"),
    note: z.string().optional().describe('why it failed, was refunded or flagged'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'PaymentRecord' });
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** POST /payments/refunds */
export const refundAnswerSchema = z
  .object({
    message: z.string().describe('one sentence the dashboard can show'),
    refund: refundSchema,
    order: orderSchema,
  })
  .meta({ id: 'RefundAnswer' });
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
