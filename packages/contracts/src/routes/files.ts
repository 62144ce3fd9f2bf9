// The routes of files: see route.ts for how a route is declared.
import { fileParams, images } from './common';
import { defineRoutes } from './route';

export const filesRoutes = defineRoutes('Files', {
  'GET /files/:name': {
    summary: 'An uploaded file',
    description: 'Public images for everyone; private files (CVs, dealer documents) for admins only.',
    access: 'optional',
    params: fileParams,
    response: { raw: [...images, 'application/pdf'] },
    errors: [401, 403],
  },
});
