import type { GalleryItem } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions } from '../../../lib/multipart';

/**
 * POST /gallery (admin, multipart): the pictures as repeated `file` and their captions and Bangla
 * captions as repeated `caption` and `captionBn`, in the same order; answers the created items.
 */
export async function uploadGallery(
  pictures: ReadonlyArray<{ file: File; caption: string; captionBn: string }>,
  onProgress?: (percent: number) => void,
): Promise<GalleryItem[]> {
  const body = toFormData(
    {
      caption: pictures.map((picture) => picture.caption),
      // the Bangla captions only when one picture has one (each then in its picture's place)
      ...(pictures.some((picture) => picture.captionBn)
        ? { captionBn: pictures.map((picture) => picture.captionBn) }
        : {}),
    },
    { file: pictures.map((picture) => picture.file) },
  );
  return apiData('POST /gallery', { body, ...uploadOptions(onProgress) });
}
