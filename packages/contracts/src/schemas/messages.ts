// What leaves the shop after an order: SMS and e-mail to the customer and e-mail to the staff, one
// outbox record per message (GET /messages); the answer is in `messages.responses.ts`.
import { z } from 'zod';
import type { ClientInput } from './client-input';
import { pageQuerySchema } from './common';
export type { OutboxMessage } from './messages.responses';

/** The order events that send messages. */
export const ORDER_EVENTS = [
  'placed',
  'payment_verified',
  'payment_rejected',
  'processing',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** To the customer (SMS always, e-mail when given) or to the shop's staff (e-mail, `STAFF_EMAILS`). */
export const MESSAGE_AUDIENCES = ['customer', 'staff'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/**
 * `pending`: waiting for its next try; `sending`: claimed by one API instance; `sent`; `failed`:
 * refused for good (a 4xx, a bad address) or out of tries.
 */
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Tries before a message that keeps failing for a passing reason is given up. */
export const MESSAGE_MAX_TRIES = 6;
/** Minutes to wait after each failed try: tries at 0, 1, 5, 15, 30 and 60 minutes after the previous. */
export const MESSAGE_BACKOFF_MINUTES = [1, 5, 15, 30, 60] as const;

/** GET /messages: newest first, filtered. */
export const listMessagesQuerySchema = pageQuerySchema.extend({
  status: z.enum(MESSAGE_STATUSES, { error: `must be one of ${MESSAGE_STATUSES.join(', ')}` }).optional(),
  channel: z.enum(MESSAGE_CHANNELS, { error: 'must be sms or email' }).optional(),
  event: z.enum(ORDER_EVENTS, { error: `must be one of ${ORDER_EVENTS.join(', ')}` }).optional(),
  /** An order's reference (TB-260001). */
  reference: z.string().trim().max(20, 'is too long').optional(),
});
export type ListMessagesQuery = ClientInput<typeof listMessagesQuerySchema>;
