import type { DealerRequest } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /dealer/:slug (admin): name, companyName, email, mobile, message, file and its flags. */
export async function getDealerRequest(slug: string, signal?: AbortSignal): Promise<DealerRequest> {
  return (await apiClient.get<DealerRequest>(`/dealer/${encodeURIComponent(slug)}`, { signal })).data;
}
