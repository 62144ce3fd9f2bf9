// What the dealer request routes answer.
import { z } from 'zod';
import { fileName, id, timestamp } from './response-fields';

export const dealerRequestSchema = z
  .object({
    _id: id,
    slug: z.string(),
    name: z.string(),
    companyName: z.string(),
    email: z.string(),
    mobile: z.string(),
    message: z.string(),
    file: fileName.describe('a private image or PDF, served to admins only'),
    fileKind: z.enum(['image', 'document']),
    handled: z.boolean(),
    archived: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'DealerRequest' });
export type DealerRequest = z.infer<typeof dealerRequestSchema>;
