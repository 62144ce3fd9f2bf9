import { Router } from 'express';
import {
  dealerRequestBodySchema,
  listDealerRequestsQuerySchema,
  MAX_DEALER_FILE_BYTES,
  slugParamsSchema,
  updateDealerRequestBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { upload } from '../../lib/files/upload';
import { handle, sendPage } from '../../lib/http/handle';
import { formLimit, PUBLIC_FORM_RULE } from '../../lib/throttle/form-limit';
import { Throttle } from '../../lib/throttle/throttle';
import { DealerService } from './dealer.service';
import { seedDemoDealerRequests } from './demo-dealer';

/**
 * POST /dealer from any visitor, no login (rate-limited per address, honeypot, an image or a PDF
 * kept private); GET /dealer, GET/PUT/DELETE /dealer/:slug for admins.
 */
export function dealerModule(ctx: AppContext): ApiModule {
  const service = new DealerService(ctx.store, ctx.files);
  const { requireAdmin } = ctx.guards;
  const throttle = new Throttle(ctx.store);
  const router = Router();

  router.post(
    '/dealer',
    formLimit(throttle, 'dealer', PUBLIC_FORM_RULE),
    ...upload({
      fields: [{ name: 'file', accept: ['image', 'document'], required: true }],
      maxFileBytes: MAX_DEALER_FILE_BYTES,
    }),
    handle({ body: dealerRequestBodySchema }, async ({ body }, req, res) => {
      await service.submit(body, req.uploads!.file![0]!);
      res.status(201);
      return { message: 'Thank you: your dealership request has been sent' };
    }),
  );
  router.get(
    '/dealer',
    ...requireAdmin,
    handle({ query: listDealerRequestsQuerySchema }, async ({ query }, _req, res) => {
      const { items, total } = await service.list(
        { handled: query.handled, archived: query.archived },
        query.page,
        query.size,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      return sendPage(res, items, total);
    }),
  );
  router.get(
    '/dealer/:slug',
    ...requireAdmin,
    handle({ params: slugParamsSchema }, async ({ params }, _req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return service.get(params.slug);
    }),
  );
  router.put(
    '/dealer/:slug',
    ...requireAdmin,
    handle({ params: slugParamsSchema, body: updateDealerRequestBodySchema }, ({ params, body }) =>
      service.update(params.slug, body),
    ),
  );
  router.delete(
    '/dealer/:slug',
    ...requireAdmin,
    handle({ params: slugParamsSchema }, async ({ params }) => {
      await service.delete(params.slug);
      return { message: 'Dealer request deleted' };
    }),
  );

  return {
    name: 'dealer',
    router,
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoDealerRequests(service),
  };
}
