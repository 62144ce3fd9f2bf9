import { mobileRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { DEMO_BKASH_NUMBER } from './demo-mobile';
import type { MobileService } from './mobile.service';

/**
 * The bKash number: read by everyone (the checkout shows it), changed by admins only
 * (the spec shows the update without a token; that would let anyone redirect payments).
 */
export function mobileModule(ctx: AppContext, service: MobileService): ApiModule {
  return {
    name: 'mobile',
    ...mountRoutes(ctx.guards, mobileRoutes, {
      'GET /mobile': () => service.list(),
      'GET /mobile/:id': ({ params }) => service.get(params.id),
      'PUT /mobile/:id': async ({ params, body }) => {
        await service.update(params.id, body.mobile);
        return { message: 'Mobile number updated' };
      },
    }),
    init: () => service.ensureOne(),
    seedDemo: () => service.seedDemo(DEMO_BKASH_NUMBER),
  };
}
