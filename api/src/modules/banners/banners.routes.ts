import { bannersRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { AppError } from '../../lib/http/errors';
import { mountRoutes } from '../../lib/http/mount';
import type { BannersService } from './banners.service';
import { seedDemoBanners } from './demo-banners';

/**
 * GET /banners (the active ones in order; `?all=1` every banner, admins only); POST (multipart),
 * PUT /banners/order, PUT /banners/:id and DELETE /banners/:id for admins.
 */
export function bannersModule(ctx: AppContext, service: BannersService): ApiModule {
  return {
    name: 'banners',
    ...mountRoutes(ctx.guards, bannersRoutes, {
      'GET /banners': ({ query }, req) => {
        if (query.all && req.auth?.role !== 'admin') {
          throw req.auth
            ? new AppError('forbidden', 'auth.adminOnlyInactiveBanners')
            : new AppError('unauthorized', 'auth.loginRequired');
        }
        return service.list(Boolean(query.all));
      },
      'POST /banners': async ({ body }, req) => ({
        ...(await service.create(body, req.uploads!.file![0]!)),
        message: 'Banner added',
      }),
      'PUT /banners/order': ({ body }) => service.reorder(body),
      'PUT /banners/:id': ({ params, body }) => service.update(params.id, body),
      'DELETE /banners/:id': async ({ params }) => {
        await service.delete(params.id);
        return { message: 'Banner deleted' };
      },
    }),
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoBanners(service),
  };
}
