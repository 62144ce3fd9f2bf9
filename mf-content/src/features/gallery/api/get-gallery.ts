import { apiClient, totalCount } from '@tyre/web-kit';
import type { GalleryItem } from '@tyre/contracts';

export interface GalleryPage {
  items: GalleryItem[];
  total: number;
}

/** GET /gallery?page=&size= — newest first, total in X-Total-Count. */
export async function getGallery(
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<GalleryPage> {
  const response = await apiClient.get<GalleryItem[]>('/gallery', { params: query, signal });
  return { items: response.data, total: totalCount(response, response.data.length) };
}
