// What the home video routes answer.
import { z } from 'zod';
import { createdWithMessage, id, timestamp } from './response-fields';

export const homeVideoSchema = z
  .object({
    _id: id,
    url: z.string(),
    status: z.enum(['active', 'inactive']),
    provider: z.enum(['youtube', 'vimeo', 'mp4']),
    videoId: z.string().describe("YouTube or Vimeo id; '' for an MP4 file"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'HomeVideo' });
export type HomeVideo = z.infer<typeof homeVideoSchema>;

/** POST /video: the new video and `message`. */
export const createdVideoResponseSchema = createdWithMessage(homeVideoSchema).meta({
  id: 'CreatedHomeVideo',
});
export type CreatedVideoResponse = z.infer<typeof createdVideoResponseSchema>;
