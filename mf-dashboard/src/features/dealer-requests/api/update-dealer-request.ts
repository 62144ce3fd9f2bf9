import type { DealerRequest, UpdateDealerRequestBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** PUT /dealer/:slug (admin) { handled?, archived? }; answers the request. */
export async function updateDealerRequest(
  slug: string,
  body: UpdateDealerRequestBody,
): Promise<DealerRequest> {
  return (await apiClient.put<DealerRequest>(`/dealer/${encodeURIComponent(slug)}`, body)).data;
}
