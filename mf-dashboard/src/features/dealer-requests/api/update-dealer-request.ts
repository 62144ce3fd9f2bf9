import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import type { DealerRequestFlags } from './dealer-request-types';

/** PUT /dealer/:slug (admin) { handled?, archived? }. */
export async function updateDealerRequest(slug: string, body: DealerRequestFlags): Promise<MessageResponse> {
  return (await apiClient.put<MessageResponse>(`/dealer/${encodeURIComponent(slug)}`, body)).data;
}
