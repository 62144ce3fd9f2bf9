// The routes of dealer: see route.ts for how a route is declared.
import { z } from 'zod';
import { slugParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import {
  dealerRequestBodySchema,
  listDealerRequestsQuerySchema,
  MAX_DEALER_FILE_BYTES,
  updateDealerRequestBodySchema,
} from '../schemas/dealer';
import { dealerRequestSchema } from '../schemas/dealer.responses';
import { defineRoutes } from './route';

export const dealerRoutes = defineRoutes('Dealers', {
  'POST /dealer': {
    summary: 'Ask to become a dealer (no login)',
    description:
      'Limited per client address (429 with `Retry-After`), checked before the upload is read. A filled `website` field (a honeypot) answers the same 201 and stores nothing.',
    access: 'public',
    body: dealerRequestBodySchema,
    files: [
      {
        accept: ['image', 'document'],
        name: 'file',
        required: true,
        description: 'a JPEG, PNG or WebP image or a PDF, at most 5 MB (kept private: admins only)',
      },
    ],
    maxFileBytes: MAX_DEALER_FILE_BYTES,
    status: 201,
    response: messageResponseSchema,
    errors: [429],
  },
  'GET /dealer': {
    summary: 'Dealer requests, newest first',
    access: 'admin',
    query: listDealerRequestsQuerySchema,
    response: z.array(dealerRequestSchema),
    paged: true,
  },
  'GET /dealer/:slug': {
    summary: 'One dealer request (by slug or id)',
    access: 'admin',
    params: slugParamsSchema,
    response: dealerRequestSchema,
  },
  'PUT /dealer/:slug': {
    summary: 'Flag a dealer request handled or archived',
    access: 'admin',
    params: slugParamsSchema,
    body: updateDealerRequestBodySchema,
    response: dealerRequestSchema,
  },
  'DELETE /dealer/:slug': {
    summary: 'Delete a dealer request and its file',
    access: 'admin',
    params: slugParamsSchema,
    response: messageResponseSchema,
  },
});
