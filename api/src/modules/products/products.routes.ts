import type { Request } from 'express';
import { productsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { isAdmin } from '../../lib/auth/is-admin';
import { mountRoutes } from '../../lib/http/mount';
import { seedDemoProducts } from './demo-products';
import type { TyreSizeLookup } from '../tyre-sizes/tyre-sizes.service';
import type { ProductsService, ProductUploads } from './products.service';

const uploadsOf = (req: Request): ProductUploads => ({
  thumbnail: req.uploads?.thumbnail?.[0],
  images: req.uploads?.images,
});

export function productsModule(ctx: AppContext, service: ProductsService, sizes: TyreSizeLookup): ApiModule {
  return {
    name: 'products',
    ...mountRoutes(ctx.guards, productsRoutes, {
      'GET /products': ({ query }, req) => service.list(query, isAdmin(req)),
      'GET /products/finder': ({ query }) => service.finder(query),
      'GET /products/:slug': ({ params }, req) => service.get(params.slug, isAdmin(req)),
      'POST /products': ({ body }, req) => service.create(body, uploadsOf(req)),
      'PUT /products/:slug': ({ params, body }, req) => service.update(params.slug, body, uploadsOf(req)),
      'DELETE /products/:slug': async ({ params }) => {
        await service.delete(params.slug);
        return { message: 'Product deleted' };
      },
    }),
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoProducts(service, sizes),
  };
}
