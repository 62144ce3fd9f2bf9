import { Router } from 'express';
import { addArrivalBodySchema, arrivalParamsSchema, reorderArrivalsBodySchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { isAdmin } from '../../lib/auth/is-admin';
import { handle } from '../../lib/http/handle';
import { ProductsRepository } from '../products/products.repository';
import { ArrivalsService } from './arrivals.service';

const DEMO_ARRIVALS = 8;

export function arrivalsModule(ctx: AppContext): ApiModule {
  const service = new ArrivalsService(ctx.store);
  const { requireAdmin, optionalUser } = ctx.guards;
  const router = Router();

  router.get(
    '/arrivals/all',
    optionalUser,
    handle({}, (_input, req) => service.list(isAdmin(req))),
  );
  router.post(
    '/arrivals',
    ...requireAdmin,
    handle({ body: addArrivalBodySchema }, async ({ body }, _req, res) => {
      res.status(201);
      return service.add(body.product);
    }),
  );
  router.put(
    '/arrivals',
    ...requireAdmin,
    handle({ body: reorderArrivalsBodySchema }, ({ body }) => service.reorder(body.productIds)),
  );
  router.delete(
    '/arrivals/:product',
    ...requireAdmin,
    handle({ params: arrivalParamsSchema }, ({ params }) => service.remove(params.product)),
  );

  return {
    name: 'arrivals',
    router,
    // The newest active product of each category, then the next newest, up to eight.
    seedDemo: async () => {
      const { items } = await new ProductsRepository(ctx.store).page({ status: 'active' }, 'newest', 0, 48);
      const picked: string[] = [];
      for (const card of items) {
        if (
          picked.length < DEMO_ARRIVALS &&
          !items.some((c) => picked.includes(c._id) && c.categorySlug === card.categorySlug)
        )
          picked.push(card._id);
      }
      for (const card of items)
        if (picked.length < DEMO_ARRIVALS && !picked.includes(card._id)) picked.push(card._id);
      for (const id of picked) await service.add(id);
    },
  };
}
