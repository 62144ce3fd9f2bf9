// What the Steadfast routes answer (see steadfast.ts for what they take).
import { z } from 'zod';
import { orderSchema } from './orders.responses';

/** Why one order of a booking was not booked (the code the dashboard words in either language). */
export const STEADFAST_BOOKING_PROBLEMS = [
  'not_found',
  'not_ready',
  'in_progress',
  'refused',
  'unanswered',
] as const;
export type SteadfastBookingProblem = (typeof STEADFAST_BOOKING_PROBLEMS)[number];

export const steadfastBookingResultSchema = z
  .object({
    orderId: z.string(),
    reference: z.string().optional(),
    booked: z.boolean().describe('true when the order has its Steadfast parcel (now or from before)'),
    replayed: z
      .boolean()
      .describe('true when it had been booked already: nothing new was asked of Steadfast'),
    problem: z.enum(STEADFAST_BOOKING_PROBLEMS).optional(),
    message: z.string().optional().describe('why it was not booked, in English'),
    order: orderSchema.optional().describe('the order as it is now, when booked'),
  })
  .meta({ id: 'SteadfastBookingResult' });
export type SteadfastBookingResult = z.infer<typeof steadfastBookingResultSchema>;

export const steadfastBookingResponseSchema = z
  .object({ results: z.array(steadfastBookingResultSchema) })
  .meta({ id: 'SteadfastBookingResponse' });
export type SteadfastBookingResponse = z.infer<typeof steadfastBookingResponseSchema>;

/** GET /couriers/steadfast: whether the shop can book with Steadfast (its four settings are set). */
export const steadfastAvailabilitySchema = z
  .object({ enabled: z.boolean() })
  .meta({ id: 'SteadfastAvailability' });
export type SteadfastAvailability = z.infer<typeof steadfastAvailabilitySchema>;

export const steadfastWebhookResponseSchema = z
  .object({ status: z.literal('success'), message: z.string() })
  .meta({ id: 'SteadfastWebhookAnswer' });
