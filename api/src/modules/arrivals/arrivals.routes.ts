import { Router } from 'express';
import { addArrivalBodySchema, arrivalParamsSchema, reorderArrivalsBodySchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { isAdmin } from '../../lib/auth/is-admin';
import { handle } from '../../lib/http/handle';
import type { ProductReader } from '../products/products.service';
import type { ArrivalsService } from './arrivals.service';
import { seedDemoArrivals } from './demo-arrivals';

export function arrivalsModule(
  ctx: AppContext,
  service: ArrivalsService,
  products: ProductReader,
): ApiModule {
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
    seedDemo: () => seedDemoArrivals(service, products),
  };
}
