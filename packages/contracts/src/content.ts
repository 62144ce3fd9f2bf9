import { z } from 'zod';
import {
  bdMobileSchema,
  emailSchema,
  httpUrlSchema,
  objectIdSchema,
  pageQuerySchema,
  textSchema,
} from './common';
import type {
  NewsPost,
  ContactInfo,
  HomeVideo,
  Banner,
  GalleryItem,
  ContactMessage,
  ContactMessageCounts,
} from './responses';
export type { NewsPost, ContactInfo, HomeVideo, Banner, GalleryItem, ContactMessage, ContactMessageCounts };

export const contactInfoSchema = z.object({
  blurb: textSchema({ multiline: true }).min(1, 'is required').max(600, 'is too long'),
  blurbBn: textSchema({ multiline: true }).max(600, 'is too long').default(''),
  offices: z
    .array(
      z.object({
        name: textSchema().min(1, 'is required').max(80, 'is too long'),
        address: textSchema({ multiline: true }).min(1, 'is required').max(300, 'is too long'),
        nameBn: textSchema().max(80, 'is too long').default(''),
        addressBn: textSchema({ multiline: true }).max(300, 'is too long').default(''),
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
/** PUT /contact as an admin sends it: the Bangla twins may be left out. */
export type ContactInfoInput = z.input<typeof contactInfoSchema>;

// ---------------------------------------------------------------- shared by the content forms

/** Text of a multipart form or query that means yes or no: `1`/`true`/`on` or `0`/`false`/`off`. */
export const formFlagSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(t)) return true;
    if (['0', 'false', 'off', 'no'].includes(t)) return false;
    return v;
  },
  z.boolean({ error: 'must be true or false' }),
);

/**
 * The honeypot of the public forms (apply, dealer request, contact message): a field people never
 * see and leave empty. When it is filled the API answers exactly as for a success and stores
 * nothing. Any value counts as filled (never a 400 that would tell a bot what happened).
 */
export const honeypotSchema = z.string().optional().catch('filled');
/** The honeypot's field name in every public form. */
export const HONEYPOT_FIELD = 'website';

/** Optional text that answers always carry: '' when none was given. */
const optionalText = (max: number, multiline = false) =>
  textSchema({ multiline }).max(max, 'is too long').optional();

// ---------------------------------------------------------------- news

const newsTitle = textSchema().min(3, 'must be at least 3 characters').max(160, 'is too long');
const newsDesc = textSchema({ multiline: true })
  .min(10, 'must be at least 10 characters')
  .max(20_000, 'is too long');

/** POST /news (multipart: title, desc, titleBn?, descBn?, file) answers `{ message, _id }` (201). */
export const createNewsBodySchema = z.object({
  title: newsTitle,
  desc: newsDesc,
  titleBn: optionalText(160),
  descBn: optionalText(20_000, true),
});
export type CreateNewsBody = z.infer<typeof createNewsBodySchema>;

/**
 * PUT /news/:id (multipart; every field optional, `file` replaces the picture) answers
 * `{ message }`. `titleBn`/`descBn` sent as '' clear the Bangla text.
 */
export const updateNewsBodySchema = z.object({
  title: newsTitle.optional(),
  desc: newsDesc.optional(),
  titleBn: optionalText(160),
  descBn: optionalText(20_000, true),
});
export type UpdateNewsBody = z.infer<typeof updateNewsBodySchema>;

// ---------------------------------------------------------------- home video

export const VIDEO_STATUSES = ['active', 'inactive'] as const;
export const videoStatusSchema = z.enum(VIDEO_STATUSES, { error: 'must be active or inactive' });
export type VideoStatus = z.infer<typeof videoStatusSchema>;

/** Where a video plays: a YouTube or Vimeo player, or the browser's own player for an MP4 file. */
export type VideoProvider = 'youtube' | 'vimeo' | 'mp4';

/** What a video link is: its provider and, for YouTube and Vimeo, the video's id. */
export interface VideoSource {
  provider: VideoProvider;
  /** The YouTube or Vimeo id; '' for an MP4 file. */
  videoId: string;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Reads a video link: YouTube (`watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`, `/live/`), Vimeo
 * (`vimeo.com/123`, `player.vimeo.com/video/123`) or an http(s) address of an `.mp4` file.
 * Answers null for anything else (the API refuses it).
 */
export function parseVideoUrl(value: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      parts[0] === 'watch' || parts.length === 0
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)
          ? parts[1]
          : undefined;
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', videoId: id } : null;
  }
  if (host === 'youtu.be') {
    const id = parts[0];
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', videoId: id } : null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const id =
      host === 'player.vimeo.com'
        ? parts[0] === 'video'
          ? parts[1]
          : undefined
        : parts.find((p) => /^\d+$/.test(p));
    return id && /^\d{1,12}$/.test(id) ? { provider: 'vimeo', videoId: id } : null;
  }
  if (/\.mp4$/i.test(url.pathname)) return { provider: 'mp4', videoId: '' };
  return null;
}

/** A video link the home page can play: http(s) only, YouTube, Vimeo or an MP4 file. */
export const videoUrlSchema = httpUrlSchema.refine((v) => parseVideoUrl(v) !== null, {
  message: 'must be a YouTube or Vimeo link or the address of an MP4 file',
});

/** POST /video (JSON) answers `{ message, _id }` (201); an active video makes the others inactive. */
export const createVideoBodySchema = z.object({
  url: videoUrlSchema,
  status: videoStatusSchema.default('active'),
});
export type CreateVideoBody = z.infer<typeof createVideoBodySchema>;

/** PUT /video/:id (JSON `{ url?, status? }`, at least one) answers `{ message }`. */
export const updateVideoBodySchema = z
  .object({ url: videoUrlSchema.optional(), status: videoStatusSchema.optional() })
  .refine((b) => b.url !== undefined || b.status !== undefined, {
    message: 'send url or status',
    path: ['url'],
  });
export type UpdateVideoBody = z.infer<typeof updateVideoBodySchema>;

// ---------------------------------------------------------------- banners

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

/** POST /banners (multipart: file, title?, titleBn?, link?, active? default true) answers `{ message, _id }` (201). */
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

// ---------------------------------------------------------------- gallery

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

// ---------------------------------------------------------------- contact messages

/** POST /contact/messages (JSON, no login) answers `{ message }` (201). */
export const contactMessageBodySchema = z
  .object({
    name: textSchema().min(2, 'must be at least 2 characters').max(80, 'is too long'),
    email: z.union([z.literal(''), emailSchema]).optional(),
    mobile: z.union([z.literal(''), bdMobileSchema]).optional(),
    subject: textSchema().min(2, 'must be at least 2 characters').max(160, 'is too long'),
    message: textSchema({ multiline: true }).min(5, 'must be at least 5 characters').max(5000, 'is too long'),
    [HONEYPOT_FIELD]: honeypotSchema,
  })
  .refine((b) => Boolean(b.email) || Boolean(b.mobile), {
    message: 'give an e-mail address or a mobile number',
    path: ['email'],
  });
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** GET /contact/messages (admins): newest first, paged; `?unread=1` only the unread. */
export const listContactMessagesQuerySchema = pageQuerySchema.extend({ unread: formFlagSchema.optional() });
export type ListContactMessagesQuery = z.infer<typeof listContactMessagesQuerySchema>;

/** PUT /contact/messages/:id (JSON) answers the message. */
export const updateContactMessageBodySchema = z.object({
  read: z.boolean({ error: 'must be true or false' }),
});
export type UpdateContactMessageBody = z.infer<typeof updateContactMessageBodySchema>;
