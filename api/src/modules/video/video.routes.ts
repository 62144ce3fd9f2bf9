import { videoRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { seedDemoVideo } from './demo-video';
import type { VideoService } from './video.service';

/** GET /video/one (the active video) and GET /video for everyone; POST, PUT /video/:id and DELETE for admins. */
export function videoModule(ctx: AppContext, service: VideoService): ApiModule {
  return {
    name: 'video',
    ...mountRoutes(ctx.guards, videoRoutes, {
      'GET /video/one': () => service.active(),
      'GET /video': () => service.list(),
      'GET /video/:id': ({ params }) => service.get(params.id),
      'POST /video': async ({ body }) => ({ ...(await service.create(body)), message: 'Video added' }),
      'PUT /video/:id': async ({ params, body }) => {
        await service.update(params.id, body);
        return { message: 'Video updated' };
      },
      'DELETE /video/:id': async ({ params }) => {
        await service.delete(params.id);
        return { message: 'Video deleted' };
      },
    }),
    seedDemo: () => seedDemoVideo(service),
  };
}
