// The routes of docs: see route.ts for how a route is declared.
import { assetParams } from './common';
import { defineRoutes } from './route';

export const docsRoutes = defineRoutes('Docs', {
  'GET /openapi.json': {
    summary: 'This OpenAPI 3.1 document',
    access: 'public',
    response: { raw: ['application/json'] },
  },
  'GET /docs': {
    summary: 'The API reference page',
    access: 'public',
    response: { raw: ['text/html'] },
  },
  'GET /docs/:file': {
    summary: 'A script or style sheet of the reference page',
    access: 'public',
    params: assetParams,
    response: { raw: ['text/javascript', 'text/css'] },
  },
});
