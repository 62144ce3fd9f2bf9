import { z } from 'zod';
import { bdMobileSchema, emailSchema, pageQuerySchema, textSchema } from './common';
import { formFlagSchema, HONEYPOT_FIELD, honeypotSchema } from './content-fields';
export type { DealerRequest } from './dealer.responses';

/** POST /dealer (multipart, no login: these fields and `file`, an image or a PDF) answers `{ message }` (201). */
export const dealerRequestBodySchema = z.object({
  name: textSchema().min(2, 'must be at least 2 characters').max(80, 'is too long'),
  companyName: textSchema().min(2, 'must be at least 2 characters').max(120, 'is too long'),
  email: emailSchema,
  mobile: bdMobileSchema,
  message: textSchema({ multiline: true }).min(5, 'must be at least 5 characters').max(5000, 'is too long'),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type DealerRequestBody = z.infer<typeof dealerRequestBodySchema>;

/** The largest dealer request file. */
export const MAX_DEALER_FILE_BYTES = 5 * 1024 * 1024;

/** GET /dealer (admins): newest first, paged; `handled`/`archived` filter when given. */
export const listDealerRequestsQuerySchema = pageQuerySchema.extend({
  handled: formFlagSchema.optional(),
  archived: formFlagSchema.optional(),
});
export type ListDealerRequestsQuery = z.infer<typeof listDealerRequestsQuerySchema>;

/** PUT /dealer/:slug (JSON, admins; at least one flag) answers the request. */
export const updateDealerRequestBodySchema = z
  .object({
    handled: z.boolean({ error: 'must be true or false' }).optional(),
    archived: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((b) => b.handled !== undefined || b.archived !== undefined, {
    message: 'send handled or archived',
    path: ['handled'],
  });
export type UpdateDealerRequestBody = z.infer<typeof updateDealerRequestBodySchema>;
