// Plain constants of the outbox (the SMS and e-mail sent about orders), with no dependency (no
// zod): `schemas/messages.ts` builds its filters on them, `messages.responses.ts` its answer, and
// `constants.ts` (so the package index) re-exports them.

/** The order events that send messages. */
export const ORDER_EVENTS = [
  'placed',
  'payment_verified',
  'payment_rejected',
  'processing',
  'shipped',
  'completed',
  'returned',
  'cancelled',
  // an admin refunded (part of) the order's online payment
  'refunded',
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
