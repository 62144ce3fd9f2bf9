// What any route may answer: the failure body (`ApiError`) and a bare `{ message }`; and the picture
// set (`ImageSet`) of tyre ranges and products.
import { z } from 'zod';
import { fileName, previewFile } from './response-fields';

export const errorCodeSchema = z.enum([
  'invalid_data',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_media_type',
  'too_many_requests',
  'unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The body of every failure. */
export const apiErrorSchema = z
  .object({
    message: z.string().describe('one sentence the UI can show'),
    code: errorCodeSchema,
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('per-field messages of a validation failure, e.g. { "email": "is required" }'),
    messageCode: z
      .string()
      .optional()
      .describe(
        'the stable code of `message` when it is a known text (e.g. `auth.loginFailed`), ' +
          "for clients that show their own text in the reader's language",
      ),
    messageParams: z
      .record(z.string(), z.string())
      .optional()
      .describe('the values in `message`, e.g. { "left": "3", "title": "Sporty 90/90-17" }'),
    fieldIssues: z
      .record(
        z.string(),
        z.object({
          code: z.string().describe('e.g. `required`, `minLength`'),
          params: z.record(z.string(), z.string()).optional().describe('e.g. { "min": "8" }'),
        }),
      )
      .optional()
      .describe('the stable code and values of each known message in `fields`'),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const imageSetSchema = z
  .object({
    thumb: fileName.describe('400 x 400 crop for cards and lists'),
    detail: fileName.describe('1000 px wide, for the detail page'),
    full: fileName.describe('up to 1600 px wide, for zooming'),
    preview: previewFile,
  })
  .meta({ id: 'ImageSet' });
export type ImageSet = z.infer<typeof imageSetSchema>;
