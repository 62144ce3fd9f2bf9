// Online payments (bKash Tokenized Checkout): what the checkout sends; the answers are in
// `payments.responses.ts`.
import { z } from 'zod';
import { BKASH_CALLBACK_STATUSES } from '../order-constants';
export type { PaymentMethods, BkashCheckout, PaymentResult } from './payments.responses';

/** POST /payments/bkash: pay (or pay again for) the order with this key. */
export const startBkashBodySchema = z.object({
  key: z.string().trim().min(16, 'is not an order key').max(64, 'is not an order key'),
});
export type StartBkashBody = z.infer<typeof startBkashBodySchema>;

/** GET /payments/bkash/callback: the query bKash appends to the callbackURL. */
export const bkashCallbackQuerySchema = z.object({
  paymentID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,80}$/, 'is not a bKash paymentID'),
  status: z.enum(BKASH_CALLBACK_STATUSES, { error: 'must be success, failure or cancel' }),
});
export type BkashCallbackQuery = z.infer<typeof bkashCallbackQuerySchema>;
