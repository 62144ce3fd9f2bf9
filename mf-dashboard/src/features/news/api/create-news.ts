import type { CreatedNewsResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions, type WireFields } from '../../../lib/multipart';

/** POST /news (admin, multipart: title, desc, the optional Bangla fields and the image as `file`). */
export async function createNews(
  fields: WireFields,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<CreatedNewsResponse> {
  const body = toFormData(fields, { file: [file] });
  return apiData('POST /news', { body, ...uploadOptions(onProgress) });
}
