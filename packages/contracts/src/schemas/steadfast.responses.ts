// What the Steadfast routes answer (see steadfast.ts for what they take).
import { z } from 'zod';
import { bookingResultSchema, courierAvailabilitySchema } from './courier-booking.responses';

/** Why one order of a booking was not booked (the code the dashboard words in either language). */
export const STEADFAST_BOOKING_PROBLEMS = [
  'not_found',
  'not_ready',
  'in_progress',
  'refused',
  'unanswered',
] as const;
export type SteadfastBookingProblem = (typeof STEADFAST_BOOKING_PROBLEMS)[number];

export const steadfastBookingResultSchema = bookingResultSchema('Steadfast', STEADFAST_BOOKING_PROBLEMS);
export type SteadfastBookingResult = z.infer<typeof steadfastBookingResultSchema>;

export const steadfastBookingResponseSchema = z
  .object({ results: z.array(steadfastBookingResultSchema) })
  .meta({ id: 'SteadfastBookingResponse' });
export type SteadfastBookingResponse = z.infer<typeof steadfastBookingResponseSchema>;

/** GET /couriers/steadfast: whether the shop can book with Steadfast (its four settings are set). */
export const steadfastAvailabilitySchema = courierAvailabilitySchema('Steadfast');
export type SteadfastAvailability = z.infer<typeof steadfastAvailabilitySchema>;

/**
 * GET /couriers/steadfast/balance: Steadfast's current balance for the shop (its `GET /get_balance`),
 * asked when the admin looks; `enabled: false` (and nothing else) when Steadfast is not configured.
 */
export const steadfastBalanceSchema = z
  .object({
    enabled: z.boolean(),
    balance: z
      .number()
      .optional()
      .describe("Steadfast's `current_balance` in BDT: what it holds for the shop now"),
    checkedAt: z.string().optional().describe('when Steadfast was asked (ISO time)'),
  })
  .meta({ id: 'SteadfastBalance' });
export type SteadfastBalance = z.infer<typeof steadfastBalanceSchema>;

export const steadfastWebhookResponseSchema = z
  .object({ status: z.literal('success'), message: z.string() })
  .meta({ id: 'SteadfastWebhookAnswer' });
