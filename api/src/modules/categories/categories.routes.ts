import { categoriesRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import type { CategoriesService } from './categories.service';
import { seedDemoCategories } from './demo-categories';

export function categoriesModule(ctx: AppContext, service: CategoriesService): ApiModule {
  return {
    name: 'categories',
    ...mountRoutes(ctx.guards, categoriesRoutes, {
      'GET /category': () => service.list(),
      'GET /category/:slug': ({ params }) => service.get(params.slug),
      'POST /category': ({ body }) => service.create(body),
      'PUT /category/:slug': ({ params, body }) => service.update(params.slug, body),
      'DELETE /category/:slug': async ({ params }) => {
        await service.delete(params.slug);
        return { message: 'Category deleted' };
      },
    }),
    seedDemo: () => seedDemoCategories(service),
  };
}
