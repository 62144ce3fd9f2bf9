// The routes of categories: see route.ts for how a route is declared.
import { z } from 'zod';
import { createCategoryBodySchema, updateCategoryBodySchema } from '../schemas/categories';
import { categorySchema } from '../schemas/categories.responses';
import { slugParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import { defineRoutes } from './route';

export const categoriesRoutes = defineRoutes('Categories', {
  'GET /category': {
    summary: 'All categories',
    access: 'public',
    response: z.array(categorySchema),
  },
  'GET /category/:slug': {
    summary: 'One category',
    access: 'public',
    params: slugParamsSchema,
    response: categorySchema,
  },
  'POST /category': {
    summary: 'Add a category',
    access: 'admin',
    body: createCategoryBodySchema,
    status: 201,
    response: categorySchema,
    errors: [409],
  },
  'PUT /category/:slug': {
    summary: 'Change a category',
    access: 'admin',
    params: slugParamsSchema,
    body: updateCategoryBodySchema,
    response: categorySchema,
    errors: [409],
  },
  'DELETE /category/:slug': {
    summary: 'Delete a category no product, range or size uses',
    access: 'admin',
    params: slugParamsSchema,
    response: messageResponseSchema,
    errors: [409],
  },
});
