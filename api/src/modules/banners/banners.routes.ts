import { Router } from 'express';
import {
  createBannerBodySchema,
  idParamsSchema,
  listBannersQuerySchema,
  reorderBannersBodySchema,
  updateBannerBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { upload } from '../../lib/files/upload';
import { AppError } from '../../lib/http/errors';
import { handle } from '../../lib/http/handle';
import { BannersService } from './banners.service';
import { seedDemoBanners } from './demo-banners';

/**
 * GET /banners (the active ones in order; `?all=1` every banner, admins only); POST (multipart),
 * PUT /banners/order, PUT /banners/:id and DELETE /banners/:id for admins.
 */
export function bannersModule(ctx: AppContext): ApiModule {
  const service = new BannersService(ctx.store, ctx.files);
  const { requireAdmin, optionalUser } = ctx.guards;
  const router = Router();

  router.get(
    '/banners',
    optionalUser,
    handle({ query: listBannersQuerySchema }, async ({ query }, req) => {
      if (query.all && req.auth?.role !== 'admin') {
        throw req.auth
          ? new AppError('forbidden', 'Only an admin can see inactive banners')
          : new AppError('unauthorized', 'Please log in to continue');
      }
      return service.list(Boolean(query.all));
    }),
  );
  router.post(
    '/banners',
    ...requireAdmin,
    ...upload({
      fields: [{ name: 'file', accept: ['image'], required: true }],
      maxFileBytes: 8 * 1024 * 1024,
    }),
    handle({ body: createBannerBodySchema }, async ({ body }, req, res) => {
      const doc = await service.create(body, req.uploads!.file![0]!);
      res.status(201);
      return { message: 'Banner added', _id: doc._id };
    }),
  );
  // Before /banners/:id.
  router.put(
    '/banners/order',
    ...requireAdmin,
    handle({ body: reorderBannersBodySchema }, ({ body }) => service.reorder(body)),
  );
  router.put(
    '/banners/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema, body: updateBannerBodySchema }, ({ params, body }) =>
      service.update(params.id, body),
    ),
  );
  router.delete(
    '/banners/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema }, async ({ params }) => {
      await service.delete(params.id);
      return { message: 'Banner deleted' };
    }),
  );

  return {
    name: 'banners',
    router,
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoBanners(service),
  };
}
