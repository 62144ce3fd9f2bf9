import { Router } from 'express';
import {
  createGalleryBodySchema,
  idParamsSchema,
  MAX_GALLERY_UPLOAD,
  pageQuerySchema,
  updateGalleryBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { upload } from '../../lib/files/upload';
import { handle, sendPage } from '../../lib/http/handle';
import { seedDemoGallery } from './demo-gallery';
import { GalleryService } from './gallery.service';

/** GET /gallery (paged, newest first) for everyone; POST (several pictures, captions and Bangla captions), PUT /gallery/:id and DELETE for admins. */
export function galleryModule(ctx: AppContext): ApiModule {
  const service = new GalleryService(ctx.store, ctx.files);
  const { requireAdmin } = ctx.guards;
  const router = Router();

  router.get(
    '/gallery',
    handle({ query: pageQuerySchema }, async ({ query }, _req, res) => {
      const { items, total } = await service.list(query.page, query.size);
      return sendPage(res, items, total);
    }),
  );
  router.post(
    '/gallery',
    ...requireAdmin,
    ...upload({
      fields: [{ name: 'file', accept: ['image'], required: true, maxCount: MAX_GALLERY_UPLOAD }],
      maxFileBytes: 8 * 1024 * 1024,
    }),
    handle({ body: createGalleryBodySchema }, async ({ body }, req, res) => {
      const items = await service.add(req.uploads!.file!, body);
      res.status(201);
      return items;
    }),
  );
  router.put(
    '/gallery/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema, body: updateGalleryBodySchema }, ({ params, body }) =>
      service.setCaption(params.id, body.caption, body.captionBn),
    ),
  );
  router.delete(
    '/gallery/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema }, async ({ params }) => {
      await service.delete(params.id);
      return { message: 'Picture deleted' };
    }),
  );

  return {
    name: 'gallery',
    router,
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoGallery(service),
  };
}
