import { apiClient } from '@tyre/web-kit';

/**
 * GET /banners — whether there is any active banner. The shell asks this itself (a small JSON,
 * answered long before the content remote's code has loaded) so that the home page can reserve
 * the carousel's box from its first paint, and leave no gap when there are no banners.
 */
export async function hasBanners(signal?: AbortSignal): Promise<boolean> {
  const { data } = await apiClient.get<unknown[]>('/banners', { signal });
  return Array.isArray(data) && data.length > 0;
}
