// The routes of products: see route.ts for how a route is declared.
import { z } from 'zod';
import { MAX_GALLERY_IMAGES } from '../constants';
import { slugParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import {
  createProductBodySchema,
  finderQuerySchema,
  listProductsQuerySchema,
  updateProductBodySchema,
} from '../schemas/products';
import { productCardSchema, productSchema } from '../schemas/products.responses';
import { IMAGE_RULE } from './common';
import { defineRoutes } from './route';

export const productsRoutes = defineRoutes('Products', {
  'GET /products': {
    summary: 'Products',
    description:
      'Visitors see active products only; an admin token sees drafts too and may filter by `status`.',
    access: 'optional',
    query: listProductsQuerySchema,
    response: z.array(productCardSchema),
    paged: true,
  },
  'GET /products/finder': {
    summary: 'The tyre finder: active products matching every filter given',
    access: 'public',
    query: finderQuerySchema,
    response: z.array(productCardSchema),
    paged: true,
  },
  'GET /products/:slug': {
    summary: 'One product',
    description: 'A draft is found only with an admin token.',
    access: 'optional',
    params: slugParamsSchema,
    response: productSchema,
  },
  'POST /products': {
    summary: 'Add a product',
    access: 'admin',
    body: createProductBodySchema,
    files: [
      { accept: ['image'], name: 'thumbnail', required: true, description: IMAGE_RULE },
      {
        accept: ['image'],
        name: 'images',
        maxCount: MAX_GALLERY_IMAGES,
        description: `the gallery: ${IMAGE_RULE} each`,
      },
    ],
    maxFileBytes: 8 * 1024 * 1024,
    status: 201,
    response: productSchema,
    errors: [409],
  },
  'PUT /products/:slug': {
    summary: 'Change a product',
    access: 'admin',
    params: slugParamsSchema,
    body: updateProductBodySchema,
    files: [
      { accept: ['image'], name: 'thumbnail', description: `replaces the thumbnail: ${IMAGE_RULE}` },
      {
        accept: ['image'],
        name: 'images',
        maxCount: MAX_GALLERY_IMAGES,
        description:
          'added after the `keepImages` kept, or replacing the gallery when `keepImages` is not sent',
      },
    ],
    maxFileBytes: 8 * 1024 * 1024,
    response: productSchema,
    errors: [409],
  },
  'DELETE /products/:slug': {
    summary: 'Delete a product',
    access: 'admin',
    params: slugParamsSchema,
    response: messageResponseSchema,
  },
});
