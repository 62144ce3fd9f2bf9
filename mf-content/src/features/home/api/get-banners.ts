import { apiData } from '@tyre/web-kit';
import type { Banner } from '@tyre/contracts';

/** GET /banners — the active banners, in order. */
export function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return apiData('GET /banners', { signal });
}
