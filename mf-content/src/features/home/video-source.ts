import type { HomeVideo } from '@tyre/contracts';
import { VIDEO_ORIGINS } from '@tyre/contracts/constants';

/** The player to create for a home video (the API has read the link: provider and id). */
export type Player =
  { kind: 'frame'; src: string; poster: string | null } | { kind: 'file'; src: string; poster: null };

/** The iframe address (YouTube without cookies, Vimeo) or the MP4 file; null for an unknown provider. */
export function playerOf(video: Pick<HomeVideo, 'provider' | 'videoId' | 'url'>): Player | null {
  const id = encodeURIComponent(video.videoId);
  switch (video.provider) {
    case 'youtube':
      return {
        kind: 'frame',
        src: `${VIDEO_ORIGINS.youtube.player}/embed/${id}?autoplay=1&rel=0`,
        poster: `${VIDEO_ORIGINS.youtube.poster}/vi/${id}/hqdefault.jpg`,
      };
    case 'vimeo':
      return {
        kind: 'frame',
        src: `${VIDEO_ORIGINS.vimeo.player}/video/${id}?autoplay=1`,
        poster: VIDEO_ORIGINS.vimeo.poster,
      };
    case 'mp4':
      return /^https?:\/\//i.test(video.url) ? { kind: 'file', src: video.url, poster: null } : null;
    default:
      return null;
  }
}
