// The routes of health: see route.ts for how a route is declared.
import { healthSchema, readySchema } from './common';
import { defineRoutes } from './route';

export const healthRoutes = defineRoutes('Health', {
  'GET /health': {
    summary: 'The API is up',
    access: 'public',
    response: healthSchema,
  },
  'GET /health/ready': {
    summary: 'The API and its data store answer',
    access: 'public',
    response: readySchema,
    errors: [503],
  },
});
