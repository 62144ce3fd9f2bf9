import type { Dealer } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** DELETE /dealers/:slug/photo (admin): the dealer has no photo any more. */
export async function deleteDealerPhoto(slug: string): Promise<Dealer> {
  return apiData('DELETE /dealers/:slug/photo', { params: { slug } });
}
