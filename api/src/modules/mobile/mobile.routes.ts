import { Router } from 'express';
import { mobileParamsSchema, updateMobileBodySchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle } from '../../lib/http/handle';
import { DEMO_BKASH_NUMBER } from './demo-mobile';
import { MobileService } from './mobile.service';

/**
 * The bKash number: read by everyone (the checkout shows it), changed by admins only
 * (the spec shows the update without a token; that would let anyone redirect payments).
 */
export function mobileModule(ctx: AppContext, service = new MobileService(ctx.store)): ApiModule {
  const router = Router();
  router.get(
    '/mobile',
    handle({}, () => service.list()),
  );
  router.get(
    '/mobile/:id',
    handle({ params: mobileParamsSchema }, ({ params }) => service.get(params.id)),
  );
  router.put(
    '/mobile/:id',
    ...ctx.guards.requireAdmin,
    handle({ params: mobileParamsSchema, body: updateMobileBodySchema }, async ({ params, body }) => {
      await service.update(params.id, body.mobile);
      return { message: 'Mobile number updated' };
    }),
  );
  return {
    name: 'mobile',
    router,
    init: () => service.ensureOne(),
    seedDemo: () => service.seedDemo(DEMO_BKASH_NUMBER),
  };
}
