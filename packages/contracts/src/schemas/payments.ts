// Online payments (bKash Tokenized Checkout, SSLCommerz): what the checkout, the gateways and the
// dashboard send; the answers are in `payments.responses.ts`.
import { z } from 'zod';
import {
  BKASH_CALLBACK_STATUSES,
  PAYMENT_GATEWAYS,
  PAYMENT_STATES,
  REFUND_REASON_MAX,
  SSLCOMMERZ_RETURN_STATUSES,
} from '../order-constants';
import type { ClientInput } from './client-input';
import { pageQuerySchema, searchTextSchema, textSchema } from './common';
import { isCalendarDay } from './reports';
export type {
  PaymentMethods,
  BkashCheckout,
  SslcommerzCheckout,
  PaymentResult,
  PaymentRecord,
  RefundAnswer,
} from './payments.responses';

/** POST /payments/bkash, POST /payments/sslcommerz: pay (or pay again for) the order with this key. */
export const startBkashBodySchema = z.object({
  key: z.string().trim().min(16, 'is not an order key').max(64, 'is not an order key'),
});
export type StartBkashBody = z.infer<typeof startBkashBodySchema>;
export const startPaymentBodySchema = startBkashBodySchema;
export type StartPaymentBody = StartBkashBody;

/** GET /payments/bkash/callback: the query bKash appends to the callbackURL. */
export const bkashCallbackQuerySchema = z.object({
  paymentID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,80}$/, 'is not a bKash paymentID'),
  status: z.enum(BKASH_CALLBACK_STATUSES, { error: 'must be success, failure or cancel' }),
});
export type BkashCallbackQuery = z.infer<typeof bkashCallbackQuerySchema>;

/** The shop's SSLCommerz transaction ids: `SC` and 24 letters and digits (SSLCommerz takes up to 30). */
export const sslcommerzTranIdSchema = z
  .string()
  .trim()
  .regex(/^SC[A-Za-z0-9]{24}$/, 'is not a transaction id of this shop');

/**
 * A field of a gateway's form post: taken when it looks as it should, else left out (a customer
 * sent back by a gateway is never shown a 400).
 */
const formValue = (pattern: RegExp) =>
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => (v !== undefined && pattern.test(v.trim()) ? v.trim() : undefined));

/**
 * What SSLCommerz posts (an HTML form) to the success, fail and cancel addresses and to the IPN
 * listener. The shop reads only `tran_id` and `val_id` (what it asks SSLCommerz's validation API
 * about): the rest of the form is the browser's word, and is not believed.
 */
export const sslcommerzPostSchema = z.object({
  tran_id: formValue(/^[A-Za-z0-9_-]{1,64}$/).meta({ description: "the shop's transaction id" }),
  val_id: formValue(/^[A-Za-z0-9_-]{1,80}$/).meta({ description: "SSLCommerz's validation id (a success)" }),
});
export type SslcommerzPost = z.infer<typeof sslcommerzPostSchema>;

/** GET /payments/sslcommerz/result: the return page asks what became of a transaction. */
export const sslcommerzResultQuerySchema = z.object({
  tran_id: sslcommerzTranIdSchema,
  status: z.enum(SSLCOMMERZ_RETURN_STATUSES, { error: 'must be success, fail or cancel' }),
});
export type SslcommerzResultQuery = z.infer<typeof sslcommerzResultQuerySchema>;

/** POST /payments/refunds: an admin gives back (part of) an order's online payment. */
export const refundBodySchema = z.object({
  order: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, 'must be an order key or id'),
  amount: z.coerce
    .number({ error: 'must be a number' })
    .int('must be whole Taka')
    .min(1, 'must be 1 or more')
    .max(10_000_000, 'is too large'),
  reason: textSchema()
    .min(3, 'is too short')
    .max(REFUND_REASON_MAX, `must be ${REFUND_REASON_MAX} characters or fewer`),
});
export type RefundBody = z.output<typeof refundBodySchema>;

const day = z
  .string()
  .trim()
  .refine(isCalendarDay, { message: 'must be a date (YYYY-MM-DD)' })
  .meta({ description: 'a whole day in Dhaka time (YYYY-MM-DD)' });

const paymentFilters = {
  gateway: z.enum(PAYMENT_GATEWAYS, { error: 'must be bkash or sslcommerz' }).optional(),
  state: z.enum(PAYMENT_STATES, { error: `must be one of ${PAYMENT_STATES.join(', ')}` }).optional(),
  /** From this day (inclusive, Dhaka time). */
  from: day.optional(),
  /** Up to this day (inclusive, Dhaka time). */
  to: day.optional(),
  /** An order reference, a payment id or a transaction id. */
  search: searchTextSchema.optional(),
};

const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** GET /payments (admin): every online payment attempt, newest first, filtered. */
export const listPaymentsQuerySchema = pageQuerySchema
  .extend(paymentFilters)
  .refine(fromNotAfterTo, { message: 'must not be after to', path: ['from'] });
export type ListPaymentsQuery = z.output<typeof listPaymentsQuerySchema>;
export type ListPaymentsQueryInput = ClientInput<typeof listPaymentsQuerySchema>;

/** GET /payments/export.csv (admin): the same filters, every matching payment. */
export const exportPaymentsQuerySchema = z
  .object(paymentFilters)
  .refine(fromNotAfterTo, { message: 'must not be after to', path: ['from'] });
export type ExportPaymentsQuery = z.output<typeof exportPaymentsQuerySchema>;
