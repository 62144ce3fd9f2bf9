// Categories (motorcycle, car, ...): what an admin sends (JSON); the answer is in
// `categories.responses.ts`. The catalogue's conventions: `catalog-fields.ts`.
import { z } from 'zod';
import {
  catalogSlugSchema,
  descriptionBnSchema,
  descriptionSchema,
  nameBnSchema,
  nameSchema,
  numberField,
  wholeNumber,
} from './catalog-fields';
export type { Category } from './categories.responses';

const categoryFields = {
  name: nameSchema,
  nameBn: nameBnSchema.optional(),
  slug: catalogSlugSchema.optional(),
  description: descriptionSchema.optional(),
  descriptionBn: descriptionBnSchema.optional(),
  sortOrder: numberField(wholeNumber(0, 9999).optional()),
};

/** POST /category (admin, JSON). The slug is made from the name when not given. */
export const createCategoryBodySchema = z.object(categoryFields);
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

/** PUT /category/:slug (admin, JSON): only the fields given change. */
export const updateCategoryBodySchema = z.object(categoryFields).partial();
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;
