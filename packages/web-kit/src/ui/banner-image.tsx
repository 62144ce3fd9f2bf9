import type { Banner } from '@tyre/contracts';
import { fileUrl } from '../config/runtime-config';

/** The banners' recommended size (the home video's, spec section 9): their boxes keep this ratio. */
const bannerSize = Object.freeze({ width: 1920, height: 786 });

/**
 * How wide a banner shows (edge to edge on phones, the page's 1200px column on wide screens).
 * The shell's page preloads the first banner with the same value (the content remote's renderer names it: mf-content/src/server/prepare.ts).
 */
export const bannerSizes = '(min-width: 1280px) 1200px, 100vw';

/** `srcset` of the variants the API made, narrowest first; '' when there are none. */
function bannerSrcSet(banner: Pick<Banner, 'variants'>): string {
  return [...banner.variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${fileUrl(v.file)} ${v.width}w`)
    .join(', ');
}

/**
 * A banner's picture, the same `<img>` wherever it shows (the content team's carousel, and the
 * shell's first paint of the home page beneath it), so that both pick the same file, the one the
 * page preloaded. The first banner is eager, high priority and decoded at once; the others lazy.
 */
export function BannerImage({
  banner,
  alt,
  first,
  className,
}: {
  banner: Pick<Banner, 'image' | 'variants'>;
  alt: string;
  first: boolean;
  className?: string;
}) {
  const srcSet = bannerSrcSet(banner);
  return (
    <img
      className={className}
      src={fileUrl(banner.image)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? bannerSizes : undefined}
      alt={alt}
      width={bannerSize.width}
      height={bannerSize.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
