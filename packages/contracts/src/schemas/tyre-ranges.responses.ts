// What the tyre range routes answer.
import { z } from 'zod';
import { imageSetSchema } from './common.responses';
import { id, timestamp } from './response-fields';

export const tyreRangeSchema = z
  .object({
    _id: id,
    name: z.string(),
    nameBn: z.string(),
    slug: z.string(),
    categoryId: id,
    categoryName: z.string(),
    categoryNameBn: z.string(),
    categorySlug: z.string(),
    description: z.string(),
    descriptionBn: z.string(),
    features: z.array(z.string()),
    image: imageSetSchema.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'TyreRange' });
export type TyreRange = z.infer<typeof tyreRangeSchema>;
