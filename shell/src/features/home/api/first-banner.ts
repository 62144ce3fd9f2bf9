import { apiData, earlyAnswer } from '@tyre/web-kit';
import type { Banner } from '@tyre/contracts';

/**
 * GET /banners — the first active banner, or null when there is none. The shell asks this itself
 * (a small JSON that the page already asked early, long before the content remote's code has
 * loaded) so that the home page reserves the carousel's box from its first paint, paints the first
 * banner in it as soon as the answer is in, and leaves no gap when there are no banners.
 */
export async function getFirstBanner(signal?: AbortSignal): Promise<Banner | null> {
  const data = await apiData('GET /banners', { signal });
  return Array.isArray(data) && data.length > 0 ? data[0]! : null;
}

/** The first banner at once from the page's early answer when that is in, else undefined. */
export function earlyFirstBanner(): Banner | null | undefined {
  const data = earlyAnswer('GET /banners')?.data;
  return data && (data[0] ?? null);
}
