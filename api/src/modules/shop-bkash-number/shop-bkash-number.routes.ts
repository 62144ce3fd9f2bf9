import { mobileRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { DEMO_BKASH_NUMBER } from './demo-shop-bkash-number';
import type { ShopBkashNumberService } from './shop-bkash-number.service';

/**
 * The shop's bKash number, under the spec's `/mobile`: read by everyone (the checkout shows it),
 * changed by admins only (the spec shows the update without a token; that would let anyone
 * redirect payments).
 */
export function shopBkashNumberModule(ctx: AppContext, service: ShopBkashNumberService): ApiModule {
  return {
    // the name marks the demo data as loaded in the store (`demo:mobile`): kept from before the rename
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
