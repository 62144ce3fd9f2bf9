// What the tyre size routes answer.
import { z } from 'zod';
import { id, timestamp } from './response-fields';

export const tyreSizeSchema = z
  .object({
    _id: id,
    label: z.string(),
    categoryId: id,
    categoryName: z.string(),
    categorySlug: z.string(),
    rim: z.number(),
    width: z.number().int().nullable(),
    aspect: z.number().int().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'TyreSize' });
export type TyreSize = z.infer<typeof tyreSizeSchema>;
