import { apiClient } from '@tyre/web-kit';
import type { Banner } from '@tyre/contracts';

/** GET /banners — the active banners, in order. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return (await apiClient.get<Banner[]>('/banners', { signal })).data;
}
