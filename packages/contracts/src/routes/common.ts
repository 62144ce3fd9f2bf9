// Schemas and words several route files share, and answers that have no contract type of their own.
import { z } from 'zod';
import { STORED_FILE_NAME } from '../schemas/common';
import { idempotencyKeySchema } from '../schemas/orders';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({ status: z.literal('ok'), store: z.enum(['embedded', 'mongodb']) });
export const fileParams = z.object({
  name: z
    .string()
    .regex(STORED_FILE_NAME, 'is not a file name')
    .describe('a stored file name, e.g. 6650c3e1a2b4c5d6e7f80912-card.webp'),
});
/** The files of the API reference page, by name under /api/v1/docs/. */
export const REFERENCE_ASSET_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'reference.js'] as const;
/** Any name is taken, so that a file the page does not use is a 404 (not a 400). */
export const assetParams = z.object({
  file: z.string().meta({ description: `a file of the page: ${REFERENCE_ASSET_FILES.join(', ')}` }),
});
export const images = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_RULE = 'JPEG, PNG or WebP, at most 8 MB';
export const idempotencyHeaders = z.object({
  'Idempotency-Key': idempotencyKeySchema.optional().meta({
    description:
      'One per checkout attempt: a repeat with the same body answers the first order (201 with `Idempotent-Replayed: true`); a different body with the same key is 409',
  }),
});
export const replayedHeader = z.object({
  'Idempotent-Replayed': z
    .literal('true')
    .optional()
    .meta({ description: 'sent when this answers an earlier request with the same Idempotency-Key' }),
});
