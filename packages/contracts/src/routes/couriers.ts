// The routes of couriers: see route.ts for how a route is declared.
import { idParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import { createCourierBodySchema, updateCourierBodySchema } from '../schemas/couriers';
import { courierSchema } from '../schemas/couriers.responses';
import { z } from 'zod';
import { defineRoutes } from './route';

export const couriersRoutes = defineRoutes('Ordering', {
  'GET /couriers': {
    summary: 'The couriers the shop ships with, by name',
    access: 'admin',
    response: z.array(courierSchema),
  },
  'POST /couriers': {
    summary: 'Add a courier',
    access: 'admin',
    body: createCourierBodySchema,
    status: 201,
    response: courierSchema,
    errors: [409],
  },
  'PUT /couriers/:id': {
    summary: 'Change a courier',
    access: 'admin',
    params: idParamsSchema,
    body: updateCourierBodySchema,
    response: courierSchema,
    errors: [409],
  },
  'DELETE /couriers/:id': {
    summary: 'Delete a courier',
    description: 'Orders already shipped with it keep its name.',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
});
