// The routes of dealers (the shops that sell and fit our tyres; dealer *requests* are in dealer.ts):
// see route.ts for how a route is declared.
import { z } from 'zod';
import { slugParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import {
  checkDealerQuerySchema,
  createDealerBodySchema,
  dealerPlacesQuerySchema,
  listDealersQuerySchema,
  updateDealerBodySchema,
} from '../schemas/dealers';
import {
  dealerCheckSchema,
  dealerImportResultSchema,
  dealerPlaceSchema,
  dealerSchema,
} from '../schemas/dealers.responses';
import { DEALER_CSV_COLUMNS, DEALER_CSV_MAX_BYTES, DEALER_CSV_MAX_ROWS } from '../dealer-constants';
import { IMAGE_RULE } from './common';
import { defineRoutes } from './route';

export const dealersRoutes = defineRoutes('Authorised dealers', {
  'GET /dealers': {
    summary: 'Listed dealers, by name or nearest first',
    description:
      'Filters: `division`, `district`, `service`, `category` (a category slug: the dealers who stock it). `near=lat,lng` sorts nearest first and adds `distanceKm` to each dealer. Admins may add `all=1` (unlisted dealers too, `listed` and `search`).',
    access: 'optional',
    query: listDealersQuerySchema,
    response: z.array(dealerSchema),
    paged: true,
  },
  'GET /dealer-places': {
    summary: 'Where every listed dealer of the filters is (what the map marks)',
    description:
      'Filters as GET /dealers: `division`, `district`, `service`, `category`. Name, slug, authorisation number, district and place of each, by name; no paging. Admins may add `all=1` (unlisted dealers too, each with `listed`).',
    access: 'optional',
    query: dealerPlacesQuerySchema,
    response: z.array(dealerPlaceSchema),
  },
  'GET /dealer-check': {
    summary: 'Is this shop an authorised dealer? (by authorisation number or phone)',
    description: 'Limited per client address (429 with `Retry-After`). Unlisted dealers are not authorised.',
    access: 'public',
    query: checkDealerQuerySchema,
    response: dealerCheckSchema,
    errors: [429],
  },
  'GET /dealers/export': {
    summary: 'Every dealer as CSV (the columns the import takes)',
    description: `UTF-8 with a byte order mark, CRLF line ends, columns ${DEALER_CSV_COLUMNS.join(', ')}; lists separated by |; by name, unlisted ones too. Importing it again changes nothing.`,
    access: 'admin',
    response: { raw: ['text/csv'] },
  },
  'POST /dealers/import': {
    summary: 'Add and change dealers from a CSV file, all or nothing',
    description: `The file (at most ${DEALER_CSV_MAX_BYTES / 1024 / 1024} MB, ${DEALER_CSV_MAX_ROWS.toLocaleString('en-US')} rows) has the export's columns. A row whose \`authNumber\` is a stored dealer's changes it; any other row adds a dealer (an empty \`authNumber\`: the next number). No dealer is removed. Every row is checked first: with one bad row nothing is imported and the 400 lists each bad line in \`fields\` (\`line 7: district\`: \`must be one of the 64 districts of Bangladesh\`).`,
    access: 'admin',
    files: [{ name: 'file', accept: ['text'], required: true, description: 'the CSV, UTF-8' }],
    maxFileBytes: DEALER_CSV_MAX_BYTES,
    response: dealerImportResultSchema,
    errors: [409],
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
  'PUT /dealers/:slug/photo': {
    summary: 'Set or replace the dealer’s photo',
    description:
      'Saved with a 400 x 400 card crop, a 1000 px detail size and a link preview, as product pictures are; the photo it replaces is removed.',
    access: 'admin',
    params: slugParamsSchema,
    files: [{ accept: ['image'], name: 'photo', required: true, description: IMAGE_RULE }],
    maxFileBytes: 8 * 1024 * 1024,
    response: dealerSchema,
  },
  'DELETE /dealers/:slug/photo': {
    summary: 'Remove the dealer’s photo',
    access: 'admin',
    params: slugParamsSchema,
    response: dealerSchema,
  },
  'DELETE /dealers/:slug': {
    summary: 'Delete a dealer',
    access: 'admin',
    params: slugParamsSchema,
    response: messageResponseSchema,
  },
});
