// The routes of dealers (the shops that sell and fit our tyres; dealer *requests* are in dealer.ts):
// see route.ts for how a route is declared.
import { z } from 'zod';
import { slugParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import {
  checkDealerQuerySchema,
  createDealerBodySchema,
  listDealersQuerySchema,
  updateDealerBodySchema,
} from '../schemas/dealers';
import { dealerCheckSchema, dealerSchema } from '../schemas/dealers.responses';
import { defineRoutes } from './route';

export const dealersRoutes = defineRoutes('Authorised dealers', {
  'GET /dealers': {
    summary: 'Listed dealers, by name or nearest first',
    description:
      'Filters: `division`, `district`, `service`. `near=lat,lng` sorts nearest first and adds `distanceKm` to each dealer. Admins may add `all=1` (unlisted dealers too, `listed` and `search`).',
    access: 'optional',
    query: listDealersQuerySchema,
    response: z.array(dealerSchema),
    paged: true,
  },
  'GET /dealer-check': {
    summary: 'Is this shop an authorised dealer? (by authorisation number or phone)',
    description: 'Limited per client address (429 with `Retry-After`). Unlisted dealers are not authorised.',
    access: 'public',
    query: checkDealerQuerySchema,
    response: dealerCheckSchema,
    errors: [429],
  },
  'GET /dealers/:slug': {
    summary: 'One dealer (by slug or id); an unlisted one for admins only',
    access: 'optional',
    params: slugParamsSchema,
    response: dealerSchema,
  },
  'POST /dealers': {
    summary: 'Add a dealer, or make a dealer request a dealer (`fromRequest`)',
    access: 'admin',
    body: createDealerBodySchema,
    status: 201,
    response: dealerSchema,
    errors: [409],
  },
  'PUT /dealers/:slug': {
    summary: 'Change a dealer (list or unlist it with `listed`)',
    access: 'admin',
    params: slugParamsSchema,
    body: updateDealerBodySchema,
    response: dealerSchema,
    errors: [409],
  },
  'DELETE /dealers/:slug': {
    summary: 'Delete a dealer',
    access: 'admin',
    params: slugParamsSchema,
    response: messageResponseSchema,
  },
});
