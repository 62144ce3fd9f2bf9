import type { DealerRequest, UpdateDealerRequestBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** PUT /dealer/:slug (admin) { handled?, archived? }; answers the request. */
export async function updateDealerRequest(
  slug: string,
  body: UpdateDealerRequestBody,
): Promise<DealerRequest> {
  return apiData('PUT /dealer/:slug', { params: { slug }, body });
}
