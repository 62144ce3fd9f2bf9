import { dealerRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { formLimit, PUBLIC_FORM_RULE } from '../../lib/throttle/form-limit';
import { Throttle } from '../../lib/throttle/throttle';
import type { DealerService } from './dealer.service';
import { seedDemoDealerRequests } from './demo-dealer';

/**
 * POST /dealer from any visitor, no login (rate-limited per address, honeypot, an image or a PDF
 * kept private); GET /dealer, GET/PUT/DELETE /dealer/:slug for admins.
 */
export function dealerModule(ctx: AppContext, service: DealerService): ApiModule {
  const throttle = new Throttle(ctx.store);
  return {
    name: 'dealer',
    ...mountRoutes(ctx.guards, dealerRoutes, {
      'POST /dealer': {
        // before the upload: a flood is refused without reading its files
        before: [formLimit(throttle, 'dealer', PUBLIC_FORM_RULE)],
        handle: async ({ body }, req) => {
          await service.submit(body, req.uploads!.file![0]!);
          return { message: 'Thank you: your dealership request has been sent' };
        },
      },
      'GET /dealer': async ({ query }, _req, res) => {
        const page = await service.list(
          { handled: query.handled, archived: query.archived },
          query.page,
          query.size,
        );
        res.setHeader('Cache-Control', 'private, no-store');
        return page;
      },
      'GET /dealer/:slug': ({ params }, _req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return service.get(params.slug);
      },
      'PUT /dealer/:slug': ({ params, body }) => service.update(params.slug, body),
      'DELETE /dealer/:slug': async ({ params }) => {
        await service.delete(params.slug);
        return { message: 'Dealer request deleted' };
      },
    }),
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoDealerRequests(service),
  };
}
