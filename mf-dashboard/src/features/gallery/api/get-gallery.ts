import type { GalleryItem } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export interface GalleryPage {
  images: GalleryItem[];
  total: number;
}

/** GET /gallery: a page of pictures, newest first; the total comes in X-Total-Count. */
export async function getGallery(
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<GalleryPage> {
  const response = await apiClient.get<GalleryItem[]>('/gallery', { params: query, signal });
  return { images: response.data, total: totalCount(response, response.data.length) };
}
