import { galleryRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { seedDemoGallery } from './demo-gallery';
import type { GalleryService } from './gallery.service';

/** GET /gallery (paged, newest first) for everyone; POST (several pictures, captions and Bangla captions), PUT /gallery/:id and DELETE for admins. */
export function galleryModule(ctx: AppContext, service: GalleryService): ApiModule {
  return {
    name: 'gallery',
    ...mountRoutes(ctx.guards, galleryRoutes, {
      'GET /gallery': ({ query }) => service.list(query.page, query.size),
      'POST /gallery': ({ body }, req) => service.add(req.uploads!.file!, body),
      'PUT /gallery/:id': ({ params, body }) => service.setCaption(params.id, body.caption, body.captionBn),
      'DELETE /gallery/:id': async ({ params }) => {
        await service.delete(params.id);
        return { message: 'Picture deleted' };
      },
    }),
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoGallery(service),
  };
}
