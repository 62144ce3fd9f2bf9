// The routes of arrivals: see route.ts for how a route is declared.
import { z } from 'zod';
import { addArrivalBodySchema, arrivalParamsSchema, reorderArrivalsBodySchema } from '../schemas/arrivals';
import { productCardSchema } from '../schemas/products.responses';
import { defineRoutes } from './route';

export const arrivalsRoutes = defineRoutes('New arrivals', {
  'GET /arrivals/all': {
    summary: 'The new arrivals, in order',
    description: 'Visitors see active products only.',
    access: 'optional',
    response: z.array(productCardSchema),
  },
  'POST /arrivals': {
    summary: 'Add a product to the new arrivals',
    access: 'admin',
    body: addArrivalBodySchema,
    status: 201,
    response: z.array(productCardSchema),
    errors: [409],
  },
  'PUT /arrivals': {
    summary: 'Reorder the new arrivals',
    access: 'admin',
    body: reorderArrivalsBodySchema,
    response: z.array(productCardSchema),
  },
  'DELETE /arrivals/:product': {
    summary: 'Take a product off the new arrivals',
    access: 'admin',
    params: arrivalParamsSchema,
    response: z.array(productCardSchema),
  },
});
