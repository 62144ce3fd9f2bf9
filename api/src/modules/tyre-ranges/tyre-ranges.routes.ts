import { tyreRangesRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { seedDemoRanges } from './demo-ranges';
import type { TyreRangesService } from './tyre-ranges.service';

export function tyreRangesModule(ctx: AppContext, service: TyreRangesService): ApiModule {
  // 'tires' names the seed mark of stores seeded before the folder was renamed.
  return {
    name: 'tires',
    ...mountRoutes(ctx.guards, tyreRangesRoutes, {
      'GET /tires': ({ query }) => service.list(query),
      'GET /tires/:slug': ({ params }) => service.get(params.slug),
      'POST /tires': ({ body }, req) => service.create(body, req.uploads?.image?.[0]),
      'PUT /tires/:slug': ({ params, body }, req) =>
        service.update(params.slug, body, req.uploads?.image?.[0]),
      'DELETE /tires/:slug': async ({ params }) => {
        await service.delete(params.slug);
        return { message: 'Tyre range deleted' };
      },
    }),
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoRanges(service),
  };
}
