import { dealersRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { fieldError } from '../../lib/http/errors';
import { mountRoutes } from '../../lib/http/mount';
import { sendCsv } from '../../lib/http/send-csv';
import { formLimit } from '../../lib/throttle/form-limit';
import { Throttle, type ThrottleRule } from '../../lib/throttle/throttle';
import { seedDemoDealers } from './demo-dealers';
import type { DealersService } from './dealers.service';

/** "Is this shop authorised?": 30 checks per client address in 10 minutes (a number is not guessed). */
export const DEALER_CHECK_RULE: ThrottleRule = { limit: 30, windowSeconds: 10 * 60 };

/**
 * GET /dealers (listed ones; nearest first with `near`), GET /dealer-places (the maps'), GET /dealers/:slug and the
 * authorisation check GET /dealer-check for everyone; POST, PUT and DELETE for admins.
 */
export function dealersModule(ctx: AppContext, service: DealersService): ApiModule {
  const throttle = new Throttle(ctx.store);
  return {
    name: 'dealers',
    ...mountRoutes(ctx.guards, dealersRoutes, {
      'GET /dealers': async ({ query }, req, res) => {
        const admin = req.auth?.role === 'admin';
        if (query.all && admin) res.setHeader('Cache-Control', 'private, no-store');
        return service.list(query, admin);
      },
      'GET /dealer-places': async ({ query }, req, res) => {
        const admin = req.auth?.role === 'admin';
        if (query.all && admin) res.setHeader('Cache-Control', 'private, no-store');
        return service.markers(query, admin);
      },
      'GET /dealer-check': {
        before: [formLimit(throttle, 'dealer-check', DEALER_CHECK_RULE)],
        handle: async ({ query }, _req, res) => {
          res.setHeader('Cache-Control', 'no-store');
          return service.check(query.number);
        },
      },
      'GET /dealers/export': async (_input, _req, res) =>
        sendCsv(res, `dealers-${new Date().toISOString().slice(0, 10)}.csv`, await service.exportCsv()),
      'POST /dealers/import': (_input, req) => {
        const file = req.uploads?.file?.[0];
        if (!file) throw fieldError('file', 'required');
        return service.importCsv(file.buffer);
      },
      'GET /dealers/:slug': ({ params }, req) => service.get(params.slug, req.auth?.role === 'admin'),
      'POST /dealers': ({ body }) => service.create(body),
      'PUT /dealers/:slug': ({ params, body }) => service.update(params.slug, body),
      'PUT /dealers/:slug/photo': ({ params }, req) =>
        service.setPhoto(params.slug, req.uploads?.photo?.[0] ?? null),
      'DELETE /dealers/:slug/photo': ({ params }) => service.setPhoto(params.slug, null),
      'DELETE /dealers/:slug': async ({ params }) => {
        await service.delete(params.slug);
        return { message: 'Dealer deleted' };
      },
    }),
    init: () => service.fillCells(),
    seedDemo: () => seedDemoDealers(service),
    referencedFiles: () => service.referencedFiles(),
  };
}
