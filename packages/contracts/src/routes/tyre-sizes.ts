// The routes of tyre-sizes: see route.ts for how a route is declared.
import { z } from 'zod';
import { idParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import {
  createTyreSizeBodySchema,
  listTyreSizesQuerySchema,
  updateTyreSizeBodySchema,
} from '../schemas/tyre-sizes';
import { tyreSizeSchema } from '../schemas/tyre-sizes.responses';
import { defineRoutes } from './route';

export const tyreSizesRoutes = defineRoutes('Tyre sizes', {
  'GET /size': {
    summary: 'Tyre sizes, by rim, width, aspect and label',
    access: 'public',
    query: listTyreSizesQuerySchema,
    response: z.array(tyreSizeSchema),
  },
  'GET /size/:id': {
    summary: 'One tyre size',
    access: 'public',
    params: idParamsSchema,
    response: tyreSizeSchema,
  },
  'POST /size': {
    summary: 'Add a tyre size',
    access: 'admin',
    body: createTyreSizeBodySchema,
    status: 201,
    response: tyreSizeSchema,
    errors: [409],
  },
  'PUT /size/:id': {
    summary: 'Change a tyre size',
    access: 'admin',
    params: idParamsSchema,
    body: updateTyreSizeBodySchema,
    response: tyreSizeSchema,
    errors: [409],
  },
  'DELETE /size/:id': {
    summary: 'Delete a tyre size no product uses',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
    errors: [409],
  },
});
