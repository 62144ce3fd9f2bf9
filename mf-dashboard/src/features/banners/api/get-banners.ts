import type { Banner } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /banners?all=1 (admin): every banner in order, the inactive ones too. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return (await apiClient.get<Banner[]>('/banners', { params: { all: 1 }, signal })).data;
}
