// The home page's new arrivals: what an admin sends (JSON).
import { z } from 'zod';
import { objectIdSchema, slugOrIdSchema } from './common';
import { MAX_ARRIVALS } from '../constants';

// GET /arrivals/all answers ProductCard[] in the admin-set order (visitors: active products only).
// Every write answers the new list, as GET /arrivals/all would for an admin.

/** POST /arrivals (admin): appends a product (409 when it is already listed or the list is full). */
export const addArrivalBodySchema = z.object({ product: slugOrIdSchema });
export type AddArrivalBody = z.infer<typeof addArrivalBodySchema>;

/** PUT /arrivals (admin): the new order; it must list exactly the products now listed. */
export const reorderArrivalsBodySchema = z.object({
  productIds: z.array(objectIdSchema).max(MAX_ARRIVALS, `must have at most ${MAX_ARRIVALS} items`),
});
export type ReorderArrivalsBody = z.infer<typeof reorderArrivalsBodySchema>;

/** DELETE /arrivals/:product (admin): `product` is the product's slug or id. */
export const arrivalParamsSchema = z.object({ product: slugOrIdSchema });
export type ArrivalParams = z.infer<typeof arrivalParamsSchema>;
