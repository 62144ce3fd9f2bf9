// What leaves the shop after an order: SMS and e-mail to the customer and e-mail to the staff, one
// outbox record per message (GET /messages); the answer is in `messages.responses.ts`.
import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, ORDER_EVENTS } from '../message-constants';
import type { ClientInput } from './client-input';
import { pageQuerySchema } from './common';
export type { OutboxMessage } from './messages.responses';
// The outbox's plain constants (ORDER_EVENTS, MESSAGE_CHANNELS, MESSAGE_AUDIENCES, MESSAGE_STATUSES)
// are in `../message-constants.ts`, where its answers can read them too.

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
