import { Router } from 'express';
import {
  createTyreRangeBodySchema,
  listTyreRangesQuerySchema,
  slugParamsSchema,
  updateTyreRangeBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { filesNamedIn } from '../../lib/files/file-sweep';
import { upload } from '../../lib/files/upload';
import { handle } from '../../lib/http/handle';
import { seedDemoRanges } from './demo-ranges';
import { tyreRangesCollection } from './tires.repository';
import { TyreRangesService } from './tires.service';

export const RANGE_IMAGE_BYTES = 8 * 1024 * 1024;

export function tiresModule(ctx: AppContext): ApiModule {
  const service = new TyreRangesService(ctx.store, ctx.files);
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

  return {
    name: 'tires',
    router,
    seedDemo: () => seedDemoRanges(service),
    referencedFiles: () => filesNamedIn(tyreRangesCollection(ctx.store), ['image']),
  };
}
