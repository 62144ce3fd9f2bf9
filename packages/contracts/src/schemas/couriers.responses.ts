// What the courier routes answer.
import { z } from 'zod';
import { id, timestamp } from './response-fields';

/** A courier the shop ships with (GET /couriers). */
export const courierSchema = z
  .object({
    _id: id,
    name: z.string(),
    nameBn: z.string(),
    trackingUrl: z
      .string()
      .describe("the courier's tracking page, `{number}` standing for the tracking number; '' when none"),
    active: z.boolean().describe('offered when an order is shipped'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Courier' });
export type Courier = z.infer<typeof courierSchema>;
