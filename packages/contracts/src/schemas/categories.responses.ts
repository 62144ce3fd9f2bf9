// What the category routes answer.
import { z } from 'zod';
import { id, timestamp } from './response-fields';

export const categorySchema = z
  .object({
    _id: id,
    name: z.string(),
    nameBn: z.string(),
    slug: z.string(),
    description: z.string(),
    descriptionBn: z.string(),
    sortOrder: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;
