import { newsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { seedDemoNews } from './demo-news';
import type { NewsService } from './news.service';

/** GET /news and /news/:id for everyone; POST (multipart: title, desc, titleBn?, descBn?, file), PUT (multipart, all optional) and DELETE for admins. */
export function newsModule(ctx: AppContext, service: NewsService): ApiModule {
  return {
    name: 'news',
    ...mountRoutes(ctx.guards, newsRoutes, {
      'GET /news': ({ query }) => service.list(query.page, query.size),
      'GET /news/:id': ({ params }) => service.get(params.id),
      'POST /news': async ({ body }, req) => ({
        ...(await service.create(body, req.uploads!.file![0]!)),
        message: 'News created',
      }),
      'PUT /news/:id': async ({ params, body }, req) => {
        await service.update(params.id, body, req.uploads!.file![0]);
        return { message: 'News updated' };
      },
      'DELETE /news/:id': async ({ params }) => {
        await service.delete(params.id);
        return { message: 'News deleted' };
      },
    }),
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoNews(service),
  };
}
