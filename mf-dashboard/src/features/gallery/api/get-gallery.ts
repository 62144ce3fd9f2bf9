import type { GalleryItem } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';

/** GET /gallery: a page of pictures, newest first; the total comes in X-Total-Count. */
export async function getGallery(
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<GalleryItem>> {
  return apiPage('GET /gallery', { query, signal });
}
