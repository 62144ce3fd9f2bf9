// The routes of online payments (bKash Tokenized Checkout): see route.ts for how a route is declared.
import { bkashCallbackQuerySchema, startBkashBodySchema } from '../schemas/payments';
import {
  bkashCheckoutSchema,
  paymentMethodsSchema,
  paymentResultSchema,
} from '../schemas/payments.responses';
import { defineRoutes } from './route';

export const paymentsRoutes = defineRoutes('Ordering', {
  'GET /payments/methods': {
    summary: 'The payment types the checkout offers',
    description: '`bKash Online` is listed only when the shop has configured bKash (`BKASH_*`).',
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
});
