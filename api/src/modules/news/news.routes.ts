import { Router } from 'express';
import { createNewsBodySchema, idParamsSchema, pageQuerySchema, updateNewsBodySchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { upload } from '../../lib/files/upload';
import { handle, sendPage } from '../../lib/http/handle';
import { seedDemoNews } from './demo-news';
import { NewsService } from './news.service';

/** GET /news and /news/:id for everyone; POST (multipart: title, desc, titleBn?, descBn?, file), PUT (multipart, all optional) and DELETE for admins. */
export function newsModule(ctx: AppContext): ApiModule {
  const service = new NewsService(ctx.store, ctx.files);
  const { requireAdmin } = ctx.guards;
  const router = Router();

  router.get(
    '/news',
    handle({ query: pageQuerySchema }, async ({ query }, _req, res) => {
      const { items, total } = await service.list(query.page, query.size);
      return sendPage(res, items, total);
    }),
  );
  router.get(
    '/news/:id',
    handle({ params: idParamsSchema }, ({ params }) => service.get(params.id)),
  );
  router.post(
    '/news',
    ...requireAdmin,
    ...upload({ fields: [{ name: 'file', accept: ['image'], required: true }] }),
    handle({ body: createNewsBodySchema }, async ({ body }, req, res) => {
      const doc = await service.create(body, req.uploads!.file![0]!);
      res.status(201);
      return { message: 'News created', _id: doc._id };
    }),
  );
  router.put(
    '/news/:id',
    ...requireAdmin,
    ...upload({ fields: [{ name: 'file', accept: ['image'] }] }),
    handle({ params: idParamsSchema, body: updateNewsBodySchema }, async ({ params, body }, req) => {
      await service.update(params.id, body, req.uploads!.file![0]);
      return { message: 'News updated' };
    }),
  );
  router.delete(
    '/news/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema }, async ({ params }) => {
      await service.delete(params.id);
      return { message: 'News deleted' };
    }),
  );

  return {
    name: 'news',
    router,
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoNews(service),
  };
}
