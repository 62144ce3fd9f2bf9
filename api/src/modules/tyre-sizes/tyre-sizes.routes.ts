import { Router } from 'express';
import {
  createTyreSizeBodySchema,
  idParamsSchema,
  listTyreSizesQuerySchema,
  updateTyreSizeBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle } from '../../lib/http/handle';
import { seedDemoSizes } from './demo-sizes';
import type { TyreSizesService } from './tyre-sizes.service';

export function tyreSizesModule(ctx: AppContext, service: TyreSizesService): ApiModule {
  const { requireAdmin } = ctx.guards;
  const router = Router();

  router.get(
    '/size',
    handle({ query: listTyreSizesQuerySchema }, ({ query }) => service.list(query)),
  );
  router.get(
    '/size/:id',
    handle({ params: idParamsSchema }, ({ params }) => service.get(params.id)),
  );
  router.post(
    '/size',
    ...requireAdmin,
    handle({ body: createTyreSizeBodySchema }, async ({ body }, _req, res) => {
      res.status(201);
      return service.create(body);
    }),
  );
  router.put(
    '/size/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema, body: updateTyreSizeBodySchema }, ({ params, body }) =>
      service.update(params.id, body),
    ),
  );
  router.delete(
    '/size/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema }, async ({ params }) => {
      await service.delete(params.id);
      return { message: 'Tyre size deleted' };
    }),
  );

  return {
    // 'sizes' names the seed mark of stores seeded before the folder was renamed.
    name: 'sizes',
    router,
    seedDemo: () => seedDemoSizes(service),
  };
}
