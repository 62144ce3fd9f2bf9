import { Router } from 'express';
import { createCategoryBodySchema, slugParamsSchema, updateCategoryBodySchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle } from '../../lib/http/handle';
import type { CategoriesService } from './categories.service';
import { seedDemoCategories } from './demo-categories';

export function categoriesModule(ctx: AppContext, service: CategoriesService): ApiModule {
  const { requireAdmin } = ctx.guards;
  const router = Router();

  router.get(
    '/category',
    handle({}, () => service.list()),
  );
  router.get(
    '/category/:slug',
    handle({ params: slugParamsSchema }, ({ params }) => service.get(params.slug)),
  );
  router.post(
    '/category',
    ...requireAdmin,
    handle({ body: createCategoryBodySchema }, async ({ body }, _req, res) => {
      res.status(201);
      return service.create(body);
    }),
  );
  router.put(
    '/category/:slug',
    ...requireAdmin,
    handle({ params: slugParamsSchema, body: updateCategoryBodySchema }, ({ params, body }) =>
      service.update(params.slug, body),
    ),
  );
  router.delete(
    '/category/:slug',
    ...requireAdmin,
    handle({ params: slugParamsSchema }, async ({ params }) => {
      await service.delete(params.slug);
      return { message: 'Category deleted' };
    }),
  );

  return {
    name: 'categories',
    router,
    seedDemo: () => seedDemoCategories(service),
  };
}
