import type { Banner } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** PUT /banners/order (admin) { ids }: every banner's id in the new order; answers the banners. */
export async function reorderBanners(ids: string[]): Promise<Banner[]> {
  return apiData('PUT /banners/order', { body: { ids } });
}
