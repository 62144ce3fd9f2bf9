import { Router } from 'express';
import { createVideoBodySchema, idParamsSchema, updateVideoBodySchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle } from '../../lib/http/handle';
import { seedDemoVideo } from './demo-video';
import { VideoService } from './video.service';

/** GET /video/one (the active video) and GET /video for everyone; POST, PUT /video/:id and DELETE for admins. */
export function videoModule(ctx: AppContext): ApiModule {
  const service = new VideoService(ctx.store);
  const { requireAdmin } = ctx.guards;
  const router = Router();

  router.get(
    '/video/one',
    handle({}, () => service.active()),
  );
  router.get(
    '/video',
    handle({}, () => service.list()),
  );
  router.get(
    '/video/:id',
    handle({ params: idParamsSchema }, ({ params }) => service.get(params.id)),
  );
  router.post(
    '/video',
    ...requireAdmin,
    handle({ body: createVideoBodySchema }, async ({ body }, _req, res) => {
      const doc = await service.create(body);
      res.status(201);
      return { message: 'Video added', _id: doc._id };
    }),
  );
  router.put(
    '/video/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema, body: updateVideoBodySchema }, async ({ params, body }) => {
      await service.update(params.id, body);
      return { message: 'Video updated' };
    }),
  );
  router.delete(
    '/video/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema }, async ({ params }) => {
      await service.delete(params.id);
      return { message: 'Video deleted' };
    }),
  );

  return { name: 'video', router, seedDemo: () => seedDemoVideo(service) };
}
