// The home page's video: the links it can play and what an admin sends (JSON); the answers are in
// `video.responses.ts`.
import { z } from 'zod';
import { httpUrlSchema } from './common';
export type { CreatedVideoResponse, HomeVideo } from './video.responses';

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

/** POST /video (JSON) answers the new video and `message` (201); an active video makes the others inactive. */
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
