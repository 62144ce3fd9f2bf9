import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import { toFormData, uploadOptions, type WireFields } from '../../../lib/multipart';

/** POST /banners (admin, multipart: the image as `file`, optional title and link). */
export async function createBanner(
  fields: WireFields,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<MessageResponse> {
  const body = toFormData(fields, { file: [file] });
  return (await apiClient.post<MessageResponse>('/banners', body, uploadOptions(onProgress))).data;
}
