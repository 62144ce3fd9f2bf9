// The routes of video: see route.ts for how a route is declared.
import { z } from 'zod';
import { idParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import { createVideoBodySchema, updateVideoBodySchema } from '../schemas/video';
import { createdVideoResponseSchema, homeVideoSchema } from '../schemas/video.responses';
import { defineRoutes } from './route';

export const videoRoutes = defineRoutes('Content', {
  'GET /video/one': {
    summary: 'The active home video (404 when none)',
    access: 'public',
    response: homeVideoSchema,
  },
  'GET /video': {
    summary: 'Every home video, newest first',
    access: 'public',
    response: z.array(homeVideoSchema),
  },
  'GET /video/:id': {
    summary: 'One home video',
    access: 'public',
    params: idParamsSchema,
    response: homeVideoSchema,
  },
  'POST /video': {
    summary: 'Add a home video',
    description:
      'A YouTube or Vimeo link or the http(s) address of an MP4 file. Active unless said: an active video makes the others inactive.',
    access: 'admin',
    body: createVideoBodySchema,
    status: 201,
    response: createdVideoResponseSchema,
  },
  'PUT /video/:id': {
    summary: 'Change a home video’s link or status',
    description: 'Making a video active makes the others inactive.',
    access: 'admin',
    params: idParamsSchema,
    body: updateVideoBodySchema,
    response: messageResponseSchema,
  },
  'DELETE /video/:id': {
    summary: 'Delete a home video',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
});
