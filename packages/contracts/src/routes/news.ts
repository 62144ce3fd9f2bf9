// The routes of news: see route.ts for how a route is declared.
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import { createNewsBodySchema, updateNewsBodySchema } from '../schemas/news';
import { createdNewsResponseSchema, newsPostSchema } from '../schemas/news.responses';
import { defineRoutes } from './route';

export const newsRoutes = defineRoutes('Content', {
  'GET /news': {
    summary: 'News, newest first',
    access: 'public',
    query: pageQuerySchema,
    response: z.array(newsPostSchema),
    paged: true,
  },
  'GET /news/:id': {
    summary: 'One news post',
    access: 'public',
    params: idParamsSchema,
    response: newsPostSchema,
  },
  'POST /news': {
    summary: 'Add a news post',
    access: 'admin',
    body: createNewsBodySchema,
    files: [
      {
        accept: ['image'],
        name: 'file',
        required: true,
        description: 'the picture: JPEG, PNG or WebP, at most 5 MB',
      },
    ],
    status: 201,
    response: createdNewsResponseSchema,
  },
  'PUT /news/:id': {
    summary: 'Change a news post',
    description:
      "Every field is optional; `file` replaces the picture (the old files are removed). `titleBn`/`descBn` sent as '' clear the Bangla text.",
    access: 'admin',
    params: idParamsSchema,
    body: updateNewsBodySchema,
    files: [
      { accept: ['image'], name: 'file', description: 'a new picture: JPEG, PNG or WebP, at most 5 MB' },
    ],
    response: messageResponseSchema,
  },
  'DELETE /news/:id': {
    summary: 'Delete a news post',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
});
