// The fields answers are made of (ids, times, stored file names), for the `*.responses.ts` schemas.
import { z } from 'zod';

export const id = z.string().describe('24-character hex id');
export const timestamp = z.string().describe('ISO 8601 date and time');
export const fileName = z.string().describe('file name, served at /api/v1/files/{name}');
/** The 1200 x 630 link-card picture made at upload time. */
export const previewFile = z
  .string()
  .describe("1200 x 630 link-card picture (og:image) on the brand's green; '' for older images");

/**
 * What creating a record answers when the API has always sent a sentence with it (news, banners,
 * the home video, jobs): the created record, as reading it answers, and that `message`.
 */
export const createdWithMessage = <T extends z.ZodObject>(record: T) =>
  record.extend({ message: z.string().describe('one sentence the UI can show, e.g. "News created"') });
