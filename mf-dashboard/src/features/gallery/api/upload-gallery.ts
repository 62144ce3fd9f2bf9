import type { GalleryItem } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import { toFormData, uploadOptions } from '../../../lib/multipart';

/**
 * POST /gallery (admin, multipart): the pictures as repeated `file` and their captions as
 * repeated `caption`, in the same order; answers the created items.
 */
export async function uploadGallery(
  pictures: ReadonlyArray<{ file: File; caption: string }>,
  onProgress?: (percent: number) => void,
): Promise<GalleryItem[]> {
  const body = toFormData(
    { caption: pictures.map((picture) => picture.caption) },
    { file: pictures.map((picture) => picture.file) },
  );
  return (await apiClient.post<GalleryItem[]>('/gallery', body, uploadOptions(onProgress))).data;
}
