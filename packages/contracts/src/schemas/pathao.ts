// Pathao Courier: booking parcels from the dashboard (with the city, zone and area an admin picks
// from Pathao's lists) and Pathao's webhook. The webhook's body is Pathao's own (snake_case, as
// its merchant API documents it); only the fields the shop reads are checked, the rest dropped.
import { z } from 'zod';
import { COURIER_BULK_MAX, PATHAO_DELIVERY_TYPES, PATHAO_WEIGHT } from '../courier-constants';
import { objectIdSchema } from './common';
export type {
  PathaoArea,
  PathaoAvailability,
  PathaoBookingResponse,
  PathaoBookingResult,
  PathaoDestination,
  PathaoPlace,
} from './pathao.responses';

const placeId = z
  .number({ error: 'must be chosen from the list' })
  .int()
  .positive('must be chosen from the list');

/** One order to book: where it goes in Pathao's terms, its weight and delivery type. */
export const pathaoParcelSchema = z.object({
  order: objectIdSchema,
  city: placeId,
  zone: placeId,
  area: placeId.optional(),
  weight: z
    .number({ error: 'must be a number of kg' })
    .min(PATHAO_WEIGHT.min, `must be at least ${PATHAO_WEIGHT.min} kg`)
    .max(PATHAO_WEIGHT.max, `must be at most ${PATHAO_WEIGHT.max} kg`),
  deliveryType: z
    .union(PATHAO_DELIVERY_TYPES.map((v) => z.literal(v)) as [z.ZodLiteral<48>, z.ZodLiteral<12>], {
      error: 'must be 48 (normal) or 12 (on demand)',
    })
    .default(48),
});
export type PathaoParcel = z.input<typeof pathaoParcelSchema>;

/** POST /couriers/pathao/bookings: the orders to book, one or many, each with its destination. */
export const pathaoBookingBodySchema = z.object({
  parcels: z
    .array(pathaoParcelSchema)
    .min(1, 'must name at least one order')
    .max(COURIER_BULK_MAX, `must name ${COURIER_BULK_MAX} orders or fewer`)
    .transform((parcels) => {
      // one parcel per order: the first naming it wins
      const seen = new Set<string>();
      return parcels
        .map((p) => ({ ...p, order: p.order.toLowerCase() }))
        .filter((p) => !seen.has(p.order) && seen.add(p.order));
    }),
});
export type PathaoBookingBody = z.input<typeof pathaoBookingBodySchema>;

/** POST /couriers/pathao/orders/:id/resolve: the consignment Pathao's panel shows, or none. */
export const pathaoResolveBodySchema = z.object({
  consignmentId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'must be a Pathao consignment id')
    .optional(),
});
export type PathaoResolveBody = z.input<typeof pathaoResolveBodySchema>;

export const pathaoCityParamsSchema = z.object({
  cityId: z.coerce.number({ error: 'must be a number' }).int().positive('must be a number'),
});
export const pathaoZoneParamsSchema = z.object({
  zoneId: z.coerce.number({ error: 'must be a number' }).int().positive('must be a number'),
});

const amount = z.coerce.number().min(0).optional();

/**
 * What Pathao POSTs to the shop's webhook: `webhook_integration` when the address is saved in
 * its panel, then `order.<event>` (created, picked, in-transit, delivered, returned, paid, ...)
 * and `store.<event>`.
 */
export const pathaoWebhookBodySchema = z.object({
  event: z
    .string()
    .trim()
    .regex(/^(webhook_integration|(order|store)\.[a-z-]{2,40})$/, 'is not a Pathao event'),
  consignment_id: z.union([z.string().trim().max(60), z.number().int().transform(String)]).optional(),
  merchant_order_id: z.string().trim().max(100).optional(),
  updated_at: z.string().max(40).optional(),
  timestamp: z.string().max(40).optional(),
  store_id: z.coerce.number().optional(),
  delivery_fee: amount,
  collected_amount: amount,
  reason: z.string().max(1000).optional(),
  invoice_id: z.string().max(60).optional(),
});
export type PathaoWebhookBody = z.output<typeof pathaoWebhookBodySchema>;
