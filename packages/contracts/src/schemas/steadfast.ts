// Steadfast Courier: booking parcels from the dashboard and Steadfast's delivery-status webhook.
// The webhook's body is Steadfast's own (snake_case, as its merchant API documents it); only the
// fields the shop reads are checked, the rest are kept out.
import { z } from 'zod';
import { objectIdSchema } from './common';
export type {
  SteadfastAvailability,
  SteadfastBalance,
  SteadfastBookingResponse,
  SteadfastBookingProblem,
  SteadfastBookingResult,
} from './steadfast.responses';

/** Most orders one bulk booking takes (Steadfast's bulk call takes up to 500; a page of the list is 100). */
export const STEADFAST_BULK_MAX = 100;

/** POST /couriers/steadfast/bookings: the orders to book (their `_id`s), one or many. */
export const steadfastBookingBodySchema = z.object({
  orders: z
    .array(objectIdSchema)
    .min(1, 'must name at least one order')
    .max(STEADFAST_BULK_MAX, `must name ${STEADFAST_BULK_MAX} orders or fewer`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type SteadfastBookingBody = z.input<typeof steadfastBookingBodySchema>;

const amount = z.coerce.number().min(0).optional();

/** What Steadfast POSTs to the shop's webhook: a delivery status change or a tracking update. */
export const steadfastWebhookBodySchema = z.object({
  notification_type: z.enum(['delivery_status', 'tracking_update'], {
    error: 'must be delivery_status or tracking_update',
  }),
  consignment_id: z
    .union([
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^\d{1,20}$/),
    ])
    .transform(String),
  invoice: z.string().trim().max(100).optional(),
  status: z.string().trim().toLowerCase().max(60).optional(),
  cod_amount: amount,
  delivery_charge: amount,
  tracking_message: z.string().max(1000).optional(),
  updated_at: z.string().max(40).optional(),
});
export type SteadfastWebhookBody = z.output<typeof steadfastWebhookBodySchema>;
