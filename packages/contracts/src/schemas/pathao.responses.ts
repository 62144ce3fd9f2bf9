// What the Pathao routes answer (see pathao.ts for what they take).
import { z } from 'zod';
import {
  BOOKING_PROBLEMS,
  bookingResultSchema,
  courierAvailabilitySchema,
} from './courier-booking.responses';

export const pathaoAvailabilitySchema = courierAvailabilitySchema('Pathao');
export type PathaoAvailability = z.infer<typeof pathaoAvailabilitySchema>;

/** A city or zone of Pathao's lists. */
export const pathaoPlaceSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'PathaoPlace' });
export type PathaoPlace = z.infer<typeof pathaoPlaceSchema>;

/** An area of a zone, and whether Pathao delivers to the door there. */
export const pathaoAreaSchema = z
  .object({ id: z.number().int(), name: z.string(), homeDelivery: z.boolean() })
  .meta({ id: 'PathaoArea' });
export type PathaoArea = z.infer<typeof pathaoAreaSchema>;

/** GET /couriers/pathao/orders/:id/destination: what the shop proposes for an order. */
export const pathaoDestinationSchema = z
  .object({
    city: pathaoPlaceSchema.nullable().describe("the city of the order's district, when one matches"),
    zone: pathaoPlaceSchema.nullable().describe('the zone its thana or town names, when one matches'),
    area: pathaoAreaSchema.nullable().describe('the area its address names, when one matches'),
    weight: z.number().describe("kg proposed for the booking: the parcel's, within Pathao's 0.5 to 10"),
    estimatedWeight: z
      .number()
      .describe("kg of the order's tyres, each as a typical tyre of its category, rounded up to the half kg"),
    tooHeavy: z
      .boolean()
      .describe('true when the parcel is heavier than Pathao takes (10 kg): it must go with another courier'),
    quantity: z.number().int().describe('tyres in the order'),
    codAmount: z.number().int().describe('what Pathao will collect: the total for Cash on Delivery, else 0'),
  })
  .meta({ id: 'PathaoDestination' });
export type PathaoDestination = z.infer<typeof pathaoDestinationSchema>;

export const pathaoBookingResultSchema = bookingResultSchema('Pathao', BOOKING_PROBLEMS);
export type PathaoBookingResult = z.infer<typeof pathaoBookingResultSchema>;

export const pathaoBookingResponseSchema = z
  .object({ results: z.array(pathaoBookingResultSchema) })
  .meta({ id: 'PathaoBookingResponse' });
export type PathaoBookingResponse = z.infer<typeof pathaoBookingResponseSchema>;

export const pathaoWebhookResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'PathaoWebhookAnswer' });
