import type { MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions, type WireFields } from '../../../lib/multipart';

/** PUT /news/:id (admin, multipart): the changed fields and, when picked, a new image as `file`. */
export async function updateNews(
  id: string,
  fields: WireFields,
  file: File | undefined,
  onProgress?: (percent: number) => void,
): Promise<MessageResponse> {
  const body = toFormData(fields, { file: file ? [file] : [] });
  return apiData('PUT /news/:id', { params: { id }, body, ...uploadOptions(onProgress) });
}
