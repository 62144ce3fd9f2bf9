// What the outbox routes answer.
import { z } from 'zod';
import { MESSAGE_AUDIENCES, MESSAGE_CHANNELS, MESSAGE_STATUSES, ORDER_EVENTS } from '../message-constants';
import { id, timestamp } from './response-fields';

/** One message of the outbox (GET /messages). */
export const outboxMessageSchema = z
  .object({
    _id: id,
    orderId: id,
    reference: z.string(),
    event: z.enum(ORDER_EVENTS),
    channel: z.enum(MESSAGE_CHANNELS),
    audience: z.enum(MESSAGE_AUDIENCES),
    to: z.string().describe('the number or address, partly masked (01712•••678, r•••@example.com)'),
    language: z.enum(['en', 'bn']),
    subject: z.string().optional().describe('e-mail only'),
    text: z.string().describe('the SMS, or the plain-text part of the e-mail'),
    status: z.enum(MESSAGE_STATUSES),
    tries: z.number().int(),
    attempts: z
      .array(z.object({ at: timestamp, ok: z.boolean(), error: z.string().optional() }))
      .describe("each try's outcome, oldest first"),
    nextAt: timestamp.optional().describe('when a pending message is tried next'),
    sentAt: timestamp.optional(),
    createdAt: timestamp,
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
