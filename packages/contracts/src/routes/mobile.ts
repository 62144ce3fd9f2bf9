// The routes of mobile: see route.ts for how a route is declared.
import { z } from 'zod';
import { messageResponseSchema } from '../schemas/common.responses';
import { mobileParamsSchema, updateMobileBodySchema } from '../schemas/mobile';
import { mobileNumberSchema } from '../schemas/mobile.responses';
import { defineRoutes } from './route';

export const mobileRoutes = defineRoutes('Ordering', {
  'GET /mobile': {
    summary: 'The bKash number (the active record first)',
    description: "`mobile` is '' while bKash payment is not offered.",
    access: 'public',
    response: z.array(mobileNumberSchema),
  },
  'GET /mobile/:id': {
    summary: 'One bKash number record',
    access: 'public',
    params: mobileParamsSchema,
    response: mobileNumberSchema,
  },
  'PUT /mobile/:id': {
    summary: 'Change the bKash number',
    access: 'admin',
    params: mobileParamsSchema,
    body: updateMobileBodySchema,
    response: messageResponseSchema,
  },
});
