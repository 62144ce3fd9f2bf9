// The gallery: what an admin sends (pictures as multipart, captions as JSON); the answer is in
// `gallery.responses.ts`.
import { z } from 'zod';
import { textSchema } from './common';
export type { GalleryItem } from './gallery.responses';

/** At most this many pictures in one gallery upload. */
export const MAX_GALLERY_UPLOAD = 12;

/** The largest gallery picture (each `file` of POST /gallery). */
export const GALLERY_IMAGE_BYTES = 8 * 1024 * 1024;

/** Captions of a multipart upload: one text per file (a lone text arrives as a string). */
const galleryCaptions = z
  .preprocess(
    (v) => (v === undefined ? [] : typeof v === 'string' ? [v] : v),
    z.array(textSchema().max(200, 'is too long')).max(MAX_GALLERY_UPLOAD, 'has too many captions'),
  )
  .optional()
  .default([]);

/**
 * POST /gallery (multipart: `file` up to MAX_GALLERY_UPLOAD times, `caption` and `captionBn` once
 * per file in the same order, or not at all) answers the created items (201).
 */
export const createGalleryBodySchema = z.object({
  caption: galleryCaptions,
  captionBn: galleryCaptions,
});
export type CreateGalleryBody = z.infer<typeof createGalleryBodySchema>;

/** PUT /gallery/:id (JSON; `captionBn` '' clears the Bangla caption, left out keeps it) answers the item. */
export const updateGalleryBodySchema = z.object({
  caption: textSchema().max(200, 'is too long'),
  captionBn: textSchema().max(200, 'is too long').optional(),
});
export type UpdateGalleryBody = z.infer<typeof updateGalleryBodySchema>;
