// What a courier's booking route answers, the same for every courier booked through its API
// (Steadfast, Pathao): one result per order, booked or why not.
import { z } from 'zod';
import { orderSchema } from './orders.responses';

/**
 * Why one order of a booking was not booked (the code the dashboard words in either language).
 * `unconfirmed` (Pathao): an earlier call went unanswered and Pathao cannot be asked by the
 * shop's reference, so the order waits for Pathao's notice (or an admin's word) before any new booking.
 */
export const BOOKING_PROBLEMS = [
  'not_found',
  'not_ready',
  'in_progress',
  'refused',
  'unanswered',
  'unconfirmed',
] as const;
export type BookingProblem = (typeof BOOKING_PROBLEMS)[number];

/** One order's result, under the courier's name in the API reference (`SteadfastBookingResult`). */
export function bookingResultSchema<P extends readonly [BookingProblem, ...BookingProblem[]]>(
  courier: string,
  problems: P,
) {
  return z
    .object({
      orderId: z.string(),
      reference: z.string().optional(),
      booked: z.boolean().describe(`true when the order has its ${courier} parcel (now or from before)`),
      replayed: z
        .boolean()
        .describe(`true when it had been booked already: nothing new was asked of ${courier}`),
      problem: z.enum(problems).optional(),
      message: z.string().optional().describe('why it was not booked, in English'),
      order: orderSchema.optional().describe('the order as it is now, when booked'),
    })
    .meta({ id: `${courier}BookingResult` });
}

/** `{ enabled }`: whether the shop can book with this courier (all its settings are set). */
export const courierAvailabilitySchema = (courier: string) =>
  z.object({ enabled: z.boolean() }).meta({ id: `${courier}Availability` });
