// News posts: what an admin sends (multipart, it carries the picture); the answers are in
// `news.responses.ts`.
import { z } from 'zod';
import { textSchema } from './common';
import { optionalText } from './content-fields';
export type { CreatedNewsResponse, NewsPost } from './news.responses';

const newsTitle = textSchema().min(3, 'must be at least 3 characters').max(160, 'is too long');
const newsDesc = textSchema({ multiline: true })
  .min(10, 'must be at least 10 characters')
  .max(20_000, 'is too long');

/** POST /news (multipart: title, desc, titleBn?, descBn?, file) answers the new post and `message` (201). */
export const createNewsBodySchema = z.object({
  title: newsTitle,
  desc: newsDesc,
  titleBn: optionalText(160),
  descBn: optionalText(20_000, true),
});
export type CreateNewsBody = z.infer<typeof createNewsBodySchema>;

/**
 * PUT /news/:id (multipart; every field optional, `file` replaces the picture) answers
 * `{ message }`. `titleBn`/`descBn` sent as '' clear the Bangla text.
 */
export const updateNewsBodySchema = z.object({
  title: newsTitle.optional(),
  desc: newsDesc.optional(),
  titleBn: optionalText(160),
  descBn: optionalText(20_000, true),
});
export type UpdateNewsBody = z.infer<typeof updateNewsBodySchema>;
