// The routes of banners: see route.ts for how a route is declared.
import { z } from 'zod';
import {
  BANNER_IMAGE_BYTES,
  BANNER_WIDTHS,
  createBannerBodySchema,
  listBannersQuerySchema,
  reorderBannersBodySchema,
  updateBannerBodySchema,
} from '../schemas/banners';
import { bannerSchema, createdBannerResponseSchema } from '../schemas/banners.responses';
import { idParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import { defineRoutes } from './route';

export const bannersRoutes = defineRoutes('Content', {
  'GET /banners': {
    summary: 'The active banners in carousel order',
    description: '`?all=1` lists every banner and needs an admin (401/403 otherwise).',
    access: 'optional',
    query: listBannersQuerySchema,
    response: z.array(bannerSchema),
    errors: [401, 403],
  },
  'POST /banners': {
    summary: 'Add a banner at the end of the carousel',
    description: `The picture is saved up to 1920 px wide with WebP variants ${BANNER_WIDTHS.join(', ')} px wide for \`srcset\`.`,
    access: 'admin',
    body: createBannerBodySchema,
    files: [
      {
        accept: ['image'],
        name: 'file',
        required: true,
        description: 'the picture: JPEG, PNG or WebP, at most 8 MB',
      },
    ],
    maxFileBytes: BANNER_IMAGE_BYTES,
    status: 201,
    response: createdBannerResponseSchema,
  },
  'PUT /banners/order': {
    summary: 'Reorder the banners',
    description: 'List every banner’s id once, in the new order.',
    access: 'admin',
    body: reorderBannersBodySchema,
    response: z.array(bannerSchema),
  },
  'PUT /banners/:id': {
    summary: 'Change a banner’s title or link, or (de)activate it',
    access: 'admin',
    params: idParamsSchema,
    body: updateBannerBodySchema,
    response: bannerSchema,
  },
  'DELETE /banners/:id': {
    summary: 'Delete a banner and its pictures',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
});
