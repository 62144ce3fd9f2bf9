import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import { toFormData, uploadOptions } from '../../../lib/multipart';

/**
 * POST /gallery (admin, multipart): the pictures as repeated `files` and their captions as
 * repeated `captions`, in the same order.
 */
export async function uploadGallery(
  pictures: ReadonlyArray<{ file: File; caption: string }>,
  onProgress?: (percent: number) => void,
): Promise<MessageResponse> {
  const body = toFormData(
    { captions: pictures.map((picture) => picture.caption) },
    { files: pictures.map((picture) => picture.file) },
  );
  return (await apiClient.post<MessageResponse>('/gallery', body, uploadOptions(onProgress))).data;
}
