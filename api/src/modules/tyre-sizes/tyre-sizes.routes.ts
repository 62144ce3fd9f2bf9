import { tyreSizesRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { seedDemoSizes } from './demo-sizes';
import type { TyreSizesService } from './tyre-sizes.service';

export function tyreSizesModule(ctx: AppContext, service: TyreSizesService): ApiModule {
  return {
    // 'sizes' names the seed mark of stores seeded before the folder was renamed.
    name: 'sizes',
    ...mountRoutes(ctx.guards, tyreSizesRoutes, {
      'GET /size': ({ query }) => service.list(query),
      'GET /size/:id': ({ params }) => service.get(params.id),
      'POST /size': ({ body }) => service.create(body),
      'PUT /size/:id': ({ params, body }) => service.update(params.id, body),
      'DELETE /size/:id': async ({ params }) => {
        await service.delete(params.id);
        return { message: 'Tyre size deleted' };
      },
    }),
    seedDemo: () => seedDemoSizes(service),
  };
}
