// The routes of operations: see route.ts for how a route is declared.
import { defineRoutes } from './route';

export const operationsRoutes = defineRoutes('Operations', {
  'GET /backup': {
    summary: 'A backup of the shop, as a download',
    description:
      'One gzipped tar archive of the embedded store and its uploaded files, consistent while orders ' +
      'keep coming (no write half in it), with a manifest (versions, documents per collection, ' +
      'sha256 of every entry). Restore it with `pnpm restore <archive>` into an empty data folder. ' +
      'On MongoDB it answers 409: back up with mongodump (see the README). 503 when the writes in ' +
      'progress did not pause in time (try again).',
    access: 'admin',
    response: { raw: ['application/gzip'] },
    errors: [409, 503],
  },
});
