import { apiClient } from '@tyre/web-kit';
import type { DealerRequest } from './dealer-request-types';

/** GET /dealer/:slug (admin): name, companyName, email, mobile, message, file and its flags. */
export async function getDealerRequest(slug: string, signal?: AbortSignal): Promise<DealerRequest> {
  return (await apiClient.get<DealerRequest>(`/dealer/${encodeURIComponent(slug)}`, { signal })).data;
}
