// Tyre sizes (`90/90-17`, spec URL `/size`): the list's filter, what an admin sends (JSON) and how a
// size label is read; the answer is in `tyre-sizes.responses.ts`.
import { z } from 'zod';
import { slugOrIdSchema } from './common';
import { numberField, optionalRim, queryObject, wholeNumber } from './catalog-fields';
export type { TyreSize } from './tyre-sizes.responses';

/** GET /size?category=<slug or id>&rim=<inches> — either, both or neither. */
export const listTyreSizesQuerySchema = queryObject({
  category: slugOrIdSchema.optional(),
  rim: optionalRim,
});
export type ListTyreSizesQuery = z.infer<typeof listTyreSizesQuerySchema>;

const sizeFields = {
  label: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(30, 'is too long')
    .regex(/^[0-9A-Za-z][0-9A-Za-z ./-]*$/, 'must look like 90/90-17, 195/65 R15 or 4.00-8'),
  /** Slug or id of the category. */
  category: slugOrIdSchema,
  /** Read from the label when not given (`195/65 R15` → 15); when given it must agree with the label. */
  rim: optionalRim,
  /** Read from a metric label when not given. */
  width: numberField(wholeNumber(50, 500).optional()),
  aspect: numberField(wholeNumber(20, 120).optional()),
};

/** POST /size (admin, JSON). A label is unique within its category (409 otherwise). */
export const createTyreSizeBodySchema = z.object(sizeFields);
export type CreateTyreSizeBody = z.infer<typeof createTyreSizeBodySchema>;

/** PUT /size/:id (admin, JSON): only the fields given change. */
export const updateTyreSizeBodySchema = createTyreSizeBodySchema.partial();
export type UpdateTyreSizeBody = z.infer<typeof updateTyreSizeBodySchema>;

/**
 * Reads what a size label tells: metric `195/65 R15`, `90/90-17`, `295/80R22.5` give width,
 * aspect and rim; inch codes `4.00-8`, `10.00-20`, `11R22.5` and `MT90-16` give the rim only.
 */
export function parseSizeLabel(label: string): { rim?: number; width?: number; aspect?: number } {
  const text = label.trim().toUpperCase();
  const metric = /^[A-Z]{0,2}(\d{2,3})\/(\d{2,3})\s*(?:-|ZR|R|B|D)?\s*-?\s*(\d{1,2}(?:\.5)?)\b/.exec(text);
  if (metric) return { width: Number(metric[1]), aspect: Number(metric[2]), rim: Number(metric[3]) };
  const inch = /^(?:\d{1,2}(?:\.\d{1,2})?|M[A-Z]?\d{2})\s*(?:-|R)\s*(\d{1,2}(?:\.5)?)\b/.exec(text);
  if (inch) return { rim: Number(inch[1]) };
  return {};
}

/** Labels compare without case and spaces: `195/65 r15` and `195/65R15` are one size. */
export const sizeLabelKey = (label: string): string => label.toUpperCase().replace(/\s+/g, '');
