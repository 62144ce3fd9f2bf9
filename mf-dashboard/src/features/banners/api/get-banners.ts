import type { Banner } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /banners?all=1 (admin): every banner in order, the inactive ones too. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return apiData('GET /banners', { query: { all: 1 }, signal });
}
