import { Router, type Request } from 'express';
import {
  createProductBodySchema,
  finderQuerySchema,
  listProductsQuerySchema,
  MAX_GALLERY_IMAGES,
  slugParamsSchema,
  updateProductBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { isAdmin } from '../../lib/auth/is-admin';
import { upload } from '../../lib/files/upload';
import { handle, sendPage } from '../../lib/http/handle';
import { seedDemoProducts } from './demo-products';
import type { TyreSizeLookup } from '../tyre-sizes/tyre-sizes.service';
import type { ProductsService, ProductUploads } from './products.service';

export const PRODUCT_IMAGE_BYTES = 8 * 1024 * 1024;

const uploadsOf = (req: Request): ProductUploads => ({
  thumbnail: req.uploads?.thumbnail?.[0],
  images: req.uploads?.images,
});

export function productsModule(ctx: AppContext, service: ProductsService, sizes: TyreSizeLookup): ApiModule {
  const { requireAdmin, optionalUser } = ctx.guards;
  const productUpload = () =>
    upload({
      fields: [
        { name: 'thumbnail', accept: ['image'] },
        { name: 'images', maxCount: MAX_GALLERY_IMAGES, accept: ['image'] },
      ],
      maxFileBytes: PRODUCT_IMAGE_BYTES,
    });
  const router = Router();

  router.get(
    '/products',
    optionalUser,
    handle({ query: listProductsQuerySchema }, async ({ query }, req, res) => {
      const { items, total } = await service.list(query, isAdmin(req));
      return sendPage(res, items, total);
    }),
  );
  // Before /products/:slug, which would take "finder" for a slug.
  router.get(
    '/products/finder',
    handle({ query: finderQuerySchema }, async ({ query }, _req, res) => {
      const { items, total } = await service.finder(query);
      return sendPage(res, items, total);
    }),
  );
  router.get(
    '/products/:slug',
    optionalUser,
    handle({ params: slugParamsSchema }, ({ params }, req) => service.get(params.slug, isAdmin(req))),
  );
  router.post(
    '/products',
    ...requireAdmin,
    ...productUpload(),
    handle({ body: createProductBodySchema }, async ({ body }, req, res) => {
      res.status(201);
      return service.create(body, uploadsOf(req));
    }),
  );
  router.put(
    '/products/:slug',
    ...requireAdmin,
    ...productUpload(),
    handle({ params: slugParamsSchema, body: updateProductBodySchema }, ({ params, body }, req) =>
      service.update(params.slug, body, uploadsOf(req)),
    ),
  );
  router.delete(
    '/products/:slug',
    ...requireAdmin,
    handle({ params: slugParamsSchema }, async ({ params }) => {
      await service.delete(params.slug);
      return { message: 'Product deleted' };
    }),
  );

  return {
    name: 'products',
    router,
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoProducts(service, sizes),
  };
}
