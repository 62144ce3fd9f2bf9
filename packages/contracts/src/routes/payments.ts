// The routes of online payments (bKash Tokenized Checkout, SSLCommerz) and of their refunds and
// list for admins: see route.ts for how a route is declared.
import {
  bkashCallbackQuerySchema,
  exportPaymentsQuerySchema,
  listPaymentsQuerySchema,
  refundBodySchema,
  sslcommerzPostSchema,
  sslcommerzResultQuerySchema,
  startBkashBodySchema,
  startPaymentBodySchema,
} from '../schemas/payments';
import {
  bkashCheckoutSchema,
  paymentMethodsSchema,
  paymentRecordSchema,
  paymentResultSchema,
  refundAnswerSchema,
  sslcommerzCheckoutSchema,
} from '../schemas/payments.responses';
import { z } from 'zod';
import { idempotencyKeySchema } from '../schemas/orders';
import { defineRoutes } from './route';

const RETURN_NOTE =
  "SSLCommerz's page posts its form here (the browser, after the customer pays, fails or cancels). The shop reads only `tran_id` and `val_id`; a success is settled by asking SSLCommerz's validation API. Answers 303 to the checkout's return page (`PUBLIC_ORIGIN/payment/sslcommerz?tran_id=…&status=…`).";

export const paymentsRoutes = defineRoutes('Ordering', {
  'GET /payments/methods': {
    summary: 'The payment types the checkout offers',
    description:
      '`bKash Online` is listed only when the shop has configured bKash (`BKASH_*`), `SSLCommerz` only when it has configured SSLCommerz (`SSLCOMMERZ_*`).',
    access: 'public',
    response: paymentMethodsSchema,
  },
  'POST /payments/bkash': {
    summary: 'Start (or start again) the bKash payment of an order awaiting payment',
    description:
      "Creates a bKash payment of the order's total with its reference as the invoice number; send the customer to `bkashURL`. 404 for an unknown key, 409 when the order is not awaiting payment, 503 when bKash is not configured or does not answer.",
    access: 'public',
    body: startBkashBodySchema,
    response: bkashCheckoutSchema,
    errors: [409, 503],
  },
  'GET /payments/bkash/callback': {
    summary: "bKash's callback (through the checkout's return page)",
    description:
      'With `status=success` the shop executes the payment (or asks bKash for its status when an answer was lost) and marks the order paid once, when bKash says Completed for its total and reference. Repeats answer the same result. `failure` and `cancel` leave the order awaiting payment.',
    access: 'public',
    query: bkashCallbackQuerySchema,
    response: paymentResultSchema,
  },
  'POST /payments/sslcommerz': {
    summary: 'Start (or start again) the SSLCommerz payment of an order awaiting payment',
    description:
      "Opens an SSLCommerz session for the order's total (a new `tran_id` each time) with the customer's and shipping details; send the customer to `gatewayPageURL`. 404 for an unknown key, 409 when the order is not awaiting payment, 503 when SSLCommerz is not configured or does not answer.",
    access: 'public',
    body: startPaymentBodySchema,
    response: sslcommerzCheckoutSchema,
    errors: [409, 503],
  },
  'POST /payments/sslcommerz/success': {
    summary: "SSLCommerz's success address (a form post from its page)",
    description: RETURN_NOTE,
    access: 'public',
    form: true,
    body: sslcommerzPostSchema,
    status: 303,
  },
  'POST /payments/sslcommerz/fail': {
    summary: "SSLCommerz's fail address (a form post from its page)",
    description: RETURN_NOTE,
    access: 'public',
    form: true,
    body: sslcommerzPostSchema,
    status: 303,
  },
  'POST /payments/sslcommerz/cancel': {
    summary: "SSLCommerz's cancel address (a form post from its page)",
    description: RETURN_NOTE,
    access: 'public',
    form: true,
    body: sslcommerzPostSchema,
    status: 303,
  },
  'POST /payments/sslcommerz/ipn': {
    summary: "SSLCommerz's instant payment notification (IPN)",
    description:
      "SSLCommerz's server posts each payment's outcome here. The shop settles a payment by asking SSLCommerz's validation API about the `val_id` (status VALID or VALIDATED, the order's amount in BDT and its `tran_id`); a payment of risk level 1 is held in payment review. Repeats, and an IPN racing the customer's return, settle it once.",
    access: 'public',
    form: true,
    body: sslcommerzPostSchema,
    response: z.object({ received: z.literal(true) }),
  },
  'GET /payments/sslcommerz/result': {
    summary: "What became of an SSLCommerz payment (the checkout's return page asks)",
    description:
      "Answers from the shop's own records; a payment not settled yet is asked of SSLCommerz (its transaction query by `tran_id`). `status` is where SSLCommerz sent the customer (success, fail, cancel): a cancel cannot undo a payment.",
    access: 'public',
    query: sslcommerzResultQuerySchema,
    response: paymentResultSchema,
  },
  'GET /payments': {
    summary: 'Online payments, newest first',
    description:
      'Every payment attempt of both gateways (one bKash `create`, one SSLCommerz session), filtered by gateway, state, days (Dhaka time) and a search over the order reference and the payment and transaction ids.',
    access: 'admin',
    query: listPaymentsQuerySchema,
    response: z.array(paymentRecordSchema),
    paged: true,
  },
  'GET /payments/export.csv': {
    summary: 'Online payments as CSV',
    description:
      'The payments the same filters find (at most 10,000), UTF-8 with a byte order mark and a header row, sent as an attachment.',
    access: 'admin',
    query: exportPaymentsQuerySchema,
    response: { raw: ['text/csv'] },
  },
  'POST /payments/refunds': {
    summary: "Refund (part of) an order's online payment",
    description:
      "Gives back up to what the order's payment took, less earlier refunds, through the gateway that took it (bKash's refund API, SSLCommerz's refund API), records it on the order (its payment and history) and sends the customer an SMS and e-mail. One refund per `Idempotency-Key`: a repeat answers the first (a different body with the same key is 409). 409 when the order has no online payment or the amount is more than is left; 503 when the gateway does not answer (nothing is refunded then).",
    access: 'admin',
    headers: z.object({
      'Idempotency-Key': idempotencyKeySchema.meta({
        description: 'One per refund the admin asks for: a repeat answers the first refund',
      }),
    }),
    body: refundBodySchema,
    response: refundAnswerSchema,
    errors: [409, 503],
  },
});
