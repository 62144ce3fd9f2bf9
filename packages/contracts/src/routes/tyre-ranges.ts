// The routes of tyre-ranges: see route.ts for how a route is declared.
import { z } from 'zod';
import { RANGE_IMAGE_BYTES } from '../constants';
import { slugParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import {
  createTyreRangeBodySchema,
  listTyreRangesQuerySchema,
  updateTyreRangeBodySchema,
} from '../schemas/tyre-ranges';
import { tyreRangeSchema } from '../schemas/tyre-ranges.responses';
import { IMAGE_RULE } from './common';
import { defineRoutes } from './route';

export const tyreRangesRoutes = defineRoutes('Tyre ranges', {
  'GET /tires': {
    summary: 'Tyre ranges, by name',
    access: 'public',
    query: listTyreRangesQuerySchema,
    response: z.array(tyreRangeSchema),
  },
  'GET /tires/:slug': {
    summary: 'One tyre range',
    access: 'public',
    params: slugParamsSchema,
    response: tyreRangeSchema,
  },
  'POST /tires': {
    summary: 'Add a tyre range',
    access: 'admin',
    body: createTyreRangeBodySchema,
    files: [{ accept: ['image'], name: 'image', description: IMAGE_RULE }],
    maxFileBytes: RANGE_IMAGE_BYTES,
    status: 201,
    response: tyreRangeSchema,
    errors: [409],
  },
  'PUT /tires/:slug': {
    summary: 'Change a tyre range',
    access: 'admin',
    params: slugParamsSchema,
    body: updateTyreRangeBodySchema,
    files: [{ accept: ['image'], name: 'image', description: `replaces the picture: ${IMAGE_RULE}` }],
    maxFileBytes: RANGE_IMAGE_BYTES,
    response: tyreRangeSchema,
    errors: [409],
  },
  'DELETE /tires/:slug': {
    summary: 'Delete a tyre range no product uses',
    access: 'admin',
    params: slugParamsSchema,
    response: messageResponseSchema,
    errors: [409],
  },
});
