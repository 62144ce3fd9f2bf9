import { apiData, earlyAnswer } from '@tyre/web-kit';
import type { Banner } from '@tyre/contracts';

/** GET /banners — the active banners, in order. */
export function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return apiData('GET /banners', { signal });
}

/** The banners at once from the page's early answer when that is in (the server's first paint has it), else undefined. */
export function earlyBanners(): Banner[] | undefined {
  return earlyAnswer('GET /banners')?.data;
}
