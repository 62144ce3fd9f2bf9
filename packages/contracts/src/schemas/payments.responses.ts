// What the payment routes answer.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_TYPES } from '../order-constants';
import { timestamp } from './response-fields';

/** GET /payments/methods */
export const paymentMethodsSchema = z
  .object({
    methods: z
      .array(z.enum(PAYMENT_TYPES))
      .describe('the payment types the checkout offers; `bKash Online` only when bKash is configured'),
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

/** GET /payments/bkash/callback */
export const paymentResultSchema = z
  .object({
    result: z
      .enum(['paid', 'failed', 'cancelled', 'checking', 'expired'])
      .describe(
        '`paid`; `failed` or `cancelled` (the order waits, pay again or switch to Cash on Delivery); `checking`: the gateway has not told yet (ask again); `expired`: the order was cancelled before the payment came (any money taken is given back)',
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
