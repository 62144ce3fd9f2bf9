// What the news routes answer.
import { z } from 'zod';
import { createdWithMessage, fileName, id, previewFile, timestamp } from './response-fields';

export const newsPostSchema = z
  .object({
    _id: id,
    title: z.string(),
    desc: z.string(),
    titleBn: z.string().describe("Bangla title; '' when none"),
    descBn: z.string().describe("Bangla text; '' when none"),
    image: fileName,
    thumbnail: fileName,
    preview: previewFile,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'NewsPost' });
export type NewsPost = z.infer<typeof newsPostSchema>;

/** POST /news: the new post and `message`. */
export const createdNewsResponseSchema = createdWithMessage(newsPostSchema).meta({ id: 'CreatedNewsPost' });
export type CreatedNewsResponse = z.infer<typeof createdNewsResponseSchema>;
