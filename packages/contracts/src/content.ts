import { z } from 'zod';
import { httpUrlSchema, textSchema } from './common';

/** GET /contact — the footer's and contact page's details. */
export interface ContactInfo {
  blurb: string;
  offices: { name: string; address: string }[];
  phones: string[];
  email: string;
  social: { name: string; url: string }[];
}

export const contactInfoSchema = z.object({
  blurb: textSchema({ multiline: true }).min(1, 'is required').max(600, 'is too long'),
  offices: z
    .array(
      z.object({
        name: textSchema().min(1, 'is required').max(80, 'is too long'),
        address: textSchema({ multiline: true }).min(1, 'is required').max(300, 'is too long'),
      }),
    )
    .min(1, 'needs at least one office')
    .max(4),
  phones: z
    .array(textSchema().min(3, 'is too short').max(30, 'is too long'))
    .min(1, 'needs at least one phone')
    .max(6),
  email: z.string().trim().toLowerCase().email('must be a valid e-mail address'),
  social: z
    .array(z.object({ name: textSchema().min(1, 'is required').max(30, 'is too long'), url: httpUrlSchema }))
    .max(8),
});

/** A news post as the API answers it; `image` is a file name under /api/v1/files/. */
export interface NewsPost {
  _id: string;
  title: string;
  desc: string;
  image: string;
  /** A smaller variant of `image` for lists. */
  thumbnail: string;
  createdAt: string;
  updatedAt: string;
}

/** POST /news (multipart: title, desc, file) */
export const createNewsBodySchema = z.object({
  title: textSchema().min(3, 'must be at least 3 characters').max(160, 'is too long'),
  desc: textSchema({ multiline: true }).min(10, 'must be at least 10 characters').max(20_000, 'is too long'),
});
export type CreateNewsBody = z.infer<typeof createNewsBodySchema>;
