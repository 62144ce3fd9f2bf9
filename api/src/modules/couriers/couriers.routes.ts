import { couriersRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import type { CouriersService } from './couriers.service';

/**
 * The couriers orders ship with, for admins only (the list, add, change, delete). Every start
 * gives a new store the default couriers, once (demo data included).
 */
export function couriersModule(ctx: AppContext, service: CouriersService): ApiModule {
  return {
    name: 'couriers',
    ...mountRoutes(ctx.guards, couriersRoutes, {
      'GET /couriers': (_input, _req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return service.list();
      },
      'POST /couriers': ({ body }) => service.create(body),
      'PUT /couriers/:id': ({ params, body }) => service.update(params.id, body),
      'DELETE /couriers/:id': async ({ params }) => {
        await service.delete(params.id);
        return { message: 'Courier deleted' };
      },
    }),
    init: () => service.ensureDefaults(),
  };
}
