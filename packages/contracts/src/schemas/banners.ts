// The home page's banners: what an admin sends (the picture as multipart, changes as JSON) and the
// list's query; the answers are in `banners.responses.ts`.
import { z } from 'zod';
import { httpUrlSchema, objectIdSchema } from './common';
import { formFlagSchema, optionalText } from './content-fields';
export type { Banner, CreatedBannerResponse } from './banners.responses';

/** Widths of a banner's responsive variants, for `srcset`. */
export const BANNER_WIDTHS = [640, 1024, 1600] as const;

/** The largest banner picture (the `file` of POST /banners). */
export const BANNER_IMAGE_BYTES = 8 * 1024 * 1024;

/** A page of this site (`/dealer`, `/products?category=car`): one leading slash, no spaces or backslashes. */
const sitePathSchema = z
  .string()
  .trim()
  .max(300, 'is too long')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be an http(s) address or a path of this site like /dealer');

/** '' (none), an http(s) address, or a path of this site. */
const optionalLink = z
  .union([z.literal(''), sitePathSchema, httpUrlSchema], {
    error: 'must be an http(s) address or a path of this site like /dealer',
  })
  .optional();

/** POST /banners (multipart: file, title?, titleBn?, link?, active? default true) answers the new banner and `message` (201). */
export const createBannerBodySchema = z.object({
  title: optionalText(120),
  titleBn: optionalText(120),
  link: optionalLink,
  active: formFlagSchema.optional(),
});
export type CreateBannerBody = z.infer<typeof createBannerBodySchema>;

/** PUT /banners/:id (JSON; '' clears title, titleBn or link) answers the banner. */
export const updateBannerBodySchema = z.object({
  title: optionalText(120),
  titleBn: optionalText(120),
  link: optionalLink,
  active: z.boolean({ error: 'must be true or false' }).optional(),
});
export type UpdateBannerBody = z.infer<typeof updateBannerBodySchema>;

/** PUT /banners/order (JSON): every banner's id in the new order; answers the banners in it. */
export const reorderBannersBodySchema = z.object({
  ids: z.array(objectIdSchema).min(1, 'must list the banners').max(50, 'is too long'),
});
export type ReorderBannersBody = z.infer<typeof reorderBannersBodySchema>;

/** GET /banners: the active banners in order; `?all=1` (admins only) every banner. */
export const listBannersQuerySchema = z.object({ all: formFlagSchema.optional() });
export type ListBannersQuery = z.infer<typeof listBannersQuerySchema>;
