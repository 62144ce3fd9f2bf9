// Tyre ranges (a pattern family and its sizes, spec URL `/tires`): the list's filter and what an
// admin sends (multipart, it carries a picture); the answer is in `tyre-ranges.responses.ts`.
import { z } from 'zod';
import { slugOrIdSchema } from './common';
import {
  catalogSlugSchema,
  descriptionBnSchema,
  descriptionSchema,
  featuresSchema,
  nameBnSchema,
  nameSchema,
  queryObject,
} from './catalog-fields';
export type { TyreRange } from './tyre-ranges.responses';

/** GET /tires?category=<slug or id> */
export const listTyreRangesQuerySchema = queryObject({ category: slugOrIdSchema.optional() });
export type ListTyreRangesQuery = z.infer<typeof listTyreRangesQuerySchema>;

const rangeFields = {
  name: nameSchema,
  nameBn: nameBnSchema,
  slug: catalogSlugSchema.optional(),
  /** Slug or id of the category. */
  category: slugOrIdSchema,
  description: descriptionSchema,
  descriptionBn: descriptionBnSchema,
  features: featuresSchema,
};

/** POST /tires (admin, multipart): the fields below plus an optional file field `image`. */
export const createTyreRangeBodySchema = z.object({
  ...rangeFields,
  nameBn: rangeFields.nameBn.default(''),
  description: rangeFields.description.default(''),
  descriptionBn: rangeFields.descriptionBn.default(''),
  features: rangeFields.features.default([]),
});
export type CreateTyreRangeBody = z.infer<typeof createTyreRangeBodySchema>;

/** PUT /tires/:slug (admin, multipart): only the fields given change; a new `image` replaces the old one. */
export const updateTyreRangeBodySchema = z.object(rangeFields).partial();
export type UpdateTyreRangeBody = z.infer<typeof updateTyreRangeBodySchema>;
