import { Router } from 'express';
import {
  createTyreRangeBodySchema,
  listTyreRangesQuerySchema,
  slugParamsSchema,
  updateTyreRangeBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { upload } from '../../lib/files/upload';
import { handle } from '../../lib/http/handle';
import { seedDemoRanges } from './demo-ranges';
import type { TyreRangesService } from './tyre-ranges.service';

export const RANGE_IMAGE_BYTES = 8 * 1024 * 1024;

export function tyreRangesModule(ctx: AppContext, service: TyreRangesService): ApiModule {
  const { requireAdmin } = ctx.guards;
  const imageUpload = () =>
    upload({ fields: [{ name: 'image', accept: ['image'] }], maxFileBytes: RANGE_IMAGE_BYTES });
  const router = Router();

  router.get(
    '/tires',
    handle({ query: listTyreRangesQuerySchema }, ({ query }) => service.list(query)),
  );
  router.get(
    '/tires/:slug',
    handle({ params: slugParamsSchema }, ({ params }) => service.get(params.slug)),
  );
  router.post(
    '/tires',
    ...requireAdmin,
    ...imageUpload(),
    handle({ body: createTyreRangeBodySchema }, async ({ body }, req, res) => {
      res.status(201);
      return service.create(body, req.uploads?.image?.[0]);
    }),
  );
  router.put(
    '/tires/:slug',
    ...requireAdmin,
    ...imageUpload(),
    handle({ params: slugParamsSchema, body: updateTyreRangeBodySchema }, ({ params, body }, req) =>
      service.update(params.slug, body, req.uploads?.image?.[0]),
    ),
  );
  router.delete(
    '/tires/:slug',
    ...requireAdmin,
    handle({ params: slugParamsSchema }, async ({ params }) => {
      await service.delete(params.slug);
      return { message: 'Tyre range deleted' };
    }),
  );

  // 'tires' names the seed mark of stores seeded before the folder was renamed.
  return {
    name: 'tires',
    router,
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoRanges(service),
  };
}
