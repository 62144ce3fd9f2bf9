// The routes of gallery: see route.ts for how a route is declared.
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import {
  createGalleryBodySchema,
  GALLERY_IMAGE_BYTES,
  MAX_GALLERY_UPLOAD,
  updateGalleryBodySchema,
} from '../schemas/gallery';
import { galleryItemSchema } from '../schemas/gallery.responses';
import { defineRoutes } from './route';

export const galleryRoutes = defineRoutes('Content', {
  'GET /gallery': {
    summary: 'Gallery pictures, newest first',
    access: 'public',
    query: pageQuerySchema,
    response: z.array(galleryItemSchema),
    paged: true,
  },
  'POST /gallery': {
    summary: 'Add several pictures at once',
    description:
      'One `caption` field per picture, in the same order (or none). Answers the new items. Pictures are saved up to 1600 px wide with a 480 px wide thumbnail.',
    access: 'admin',
    body: createGalleryBodySchema,
    files: [
      {
        accept: ['image'],
        name: 'file',
        required: true,
        maxCount: MAX_GALLERY_UPLOAD,
        description: 'the pictures: JPEG, PNG or WebP, at most 8 MB each',
      },
    ],
    maxFileBytes: GALLERY_IMAGE_BYTES,
    status: 201,
    response: z.array(galleryItemSchema),
  },
  'PUT /gallery/:id': {
    summary: 'Change a picture’s caption',
    access: 'admin',
    params: idParamsSchema,
    body: updateGalleryBodySchema,
    response: galleryItemSchema,
  },
  'DELETE /gallery/:id': {
    summary: 'Delete a gallery picture and its files',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
});
