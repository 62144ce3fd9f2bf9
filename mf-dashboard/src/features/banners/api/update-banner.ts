import type { Banner, UpdateBannerBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** PUT /banners/:id (admin): activate or deactivate, a new title or link; answers the banner. */
export async function updateBanner(id: string, body: UpdateBannerBody): Promise<Banner> {
  return apiData('PUT /banners/:id', { params: { id }, body });
}
