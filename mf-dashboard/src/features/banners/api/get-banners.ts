import { apiClient } from '@tyre/web-kit';
import type { Banner } from './banner-types';

/** GET /banners/all (admin): every banner in order, the inactive ones too. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return (await apiClient.get<Banner[]>('/banners/all', { signal })).data;
}
