import { arrivalsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { isAdmin } from '../../lib/auth/is-admin';
import { mountRoutes } from '../../lib/http/mount';
import type { ProductReader } from '../products/products.service';
import type { ArrivalsService } from './arrivals.service';
import { seedDemoArrivals } from './demo-arrivals';

export function arrivalsModule(
  ctx: AppContext,
  service: ArrivalsService,
  products: ProductReader,
): ApiModule {
  return {
    name: 'arrivals',
    ...mountRoutes(ctx.guards, arrivalsRoutes, {
      'GET /arrivals/all': (_input, req) => service.list(isAdmin(req)),
      'POST /arrivals': ({ body }) => service.add(body.product),
      'PUT /arrivals': ({ body }) => service.reorder(body.productIds),
      'DELETE /arrivals/:product': ({ params }) => service.remove(params.product),
    }),
    seedDemo: () => seedDemoArrivals(service, products),
  };
}
