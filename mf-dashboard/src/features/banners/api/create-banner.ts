import type { CreatedBannerResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions, type WireFields } from '../../../lib/multipart';

/** POST /banners (admin, multipart: the image as `file`, optional title and link). */
export async function createBanner(
  fields: WireFields,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<CreatedBannerResponse> {
  const body = toFormData(fields, { file: [file] });
  return apiData('POST /banners', { body, ...uploadOptions(onProgress) });
}
