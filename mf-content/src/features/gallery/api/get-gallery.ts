import { apiPage } from '@tyre/web-kit';
import type { GalleryItem } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';

/** GET /gallery?page=&size= — newest first, total in X-Total-Count. */
export function getGallery(
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<GalleryItem>> {
  return apiPage('GET /gallery', { query, signal });
}
