import { z } from 'zod';

/** GET /contact — the footer's and contact page's details. */
export interface ContactInfo {
  blurb: string;
  offices: { name: string; address: string }[];
  phones: string[];
  email: string;
  social: { name: string; url: string }[];
}

export const contactInfoSchema = z.object({
  blurb: z.string().trim().min(1, 'is required').max(600, 'is too long'),
  offices: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'is required').max(80),
        address: z.string().trim().min(1, 'is required').max(300),
      }),
    )
    .min(1, 'needs at least one office')
    .max(4),
  phones: z.array(z.string().trim().min(3).max(30)).min(1, 'needs at least one phone').max(6),
  email: z.string().trim().toLowerCase().email('must be a valid e-mail address'),
  social: z
    .array(z.object({ name: z.string().trim().min(1).max(30), url: z.string().url('must be a URL') }))
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
  title: z.string().trim().min(3, 'must be at least 3 characters').max(160, 'is too long'),
  desc: z.string().trim().min(10, 'must be at least 10 characters').max(20_000, 'is too long'),
});
export type CreateNewsBody = z.infer<typeof createNewsBodySchema>;
