import type { Dealer } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions } from '../../../lib/multipart';

/** PUT /dealers/:slug/photo (admin, multipart `photo`): sets or replaces the dealer's photo. */
export async function setDealerPhoto(slug: string, photo: File): Promise<Dealer> {
  return apiData('PUT /dealers/:slug/photo', {
    params: { slug },
    body: toFormData({}, { photo: [photo] }),
    ...uploadOptions(),
  });
}
