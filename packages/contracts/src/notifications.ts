// What leaves the shop after an order: SMS and e-mail to the customer and e-mail to the staff, one
// outbox record per message (GET /messages), the couriers an order ships with, and tracking an
// order without an account (POST /orders/track).
import { z } from 'zod';
import { bdMobileSchema, objectIdSchema, pageQuerySchema } from './common';
import type { Courier, OutboxMessage, Shipment, TrackedOrder } from './responses';
export type { Courier, OutboxMessage, Shipment, TrackedOrder };

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
export type ListMessagesQuery = z.input<typeof listMessagesQuerySchema>;

// ---------------------------------------------------------------- couriers

export const COURIER_NAME_MAX = 60;

const courierName = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(COURIER_NAME_MAX, `must be ${COURIER_NAME_MAX} characters or fewer`);

/**
 * The courier's tracking page, with `{number}` where the tracking number goes
 * (https://example.com/track?id={number}); empty when it has none.
 */
const courierTrackingUrl = z
  .string()
  .trim()
  .max(300, 'is too long')
  .refine((v) => v === '' || (/^https:\/\/\S+$/.test(v) && v.includes('{number}')), {
    message: 'must be an https address with {number} in it',
  });

export const createCourierBodySchema = z.object({
  name: courierName,
  nameBn: courierName,
  trackingUrl: courierTrackingUrl.default(''),
  active: z.boolean().default(true),
});
export type CreateCourierBody = z.input<typeof createCourierBodySchema>;
/** Only the fields sent change (no defaults: a change of the name leaves the page and `active` as they are). */
export const updateCourierBodySchema = z.object({
  name: courierName.optional(),
  nameBn: courierName.optional(),
  trackingUrl: courierTrackingUrl.optional(),
  active: z.boolean().optional(),
});
export type UpdateCourierBody = z.input<typeof updateCourierBodySchema>;

/** The couriers the demo data and a new shop start with. */
export const DEFAULT_COURIERS: readonly { name: string; nameBn: string }[] = [
  { name: 'Pathao Courier', nameBn: 'পাঠাও কুরিয়ার' },
  { name: 'Steadfast Courier', nameBn: 'স্টেডফাস্ট কুরিয়ার' },
  { name: 'RedX', nameBn: 'রেডএক্স' },
  { name: 'Sundarban Courier', nameBn: 'সুন্দরবন কুরিয়ার' },
  { name: 'SA Paribahan', nameBn: 'এসএ পরিবহন' },
  { name: 'eCourier', nameBn: 'ই-কুরিয়ার' },
  { name: 'Own delivery', nameBn: 'নিজস্ব ডেলিভারি' },
];

/** Sent with a move to `shipped` (PUT /orders/:key): both optional. */
export const shipmentFieldsSchema = z.object({
  courier: objectIdSchema.optional(),
  trackingNumber: z
    .string()
    .trim()
    .max(60, 'must be 60 characters or fewer')
    .regex(/^[A-Za-z0-9/_-]*$/, 'must be letters, digits, dashes or slashes')
    .optional()
    .transform((v) => v || undefined),
});

// ---------------------------------------------------------------- tracking

/** TB-260001: the reference printed on the invoice and sent by SMS. */
export const orderReferenceSchema = z
  .string({ error: 'is required' })
  .trim()
  .toUpperCase()
  .regex(/^TB-\d{6,}$/, 'must be an order reference like TB-260001');

/** POST /orders/track: the reference and the mobile number the order was placed with. */
export const trackOrderBodySchema = z.object({
  reference: orderReferenceSchema,
  mobileNumber: bdMobileSchema,
});
export type TrackOrderBody = z.input<typeof trackOrderBodySchema>;
