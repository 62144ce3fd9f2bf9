import type { DealerRequest } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export interface DealerRequestPage {
  requests: DealerRequest[];
  total: number;
}

/** GET /dealer (admin): a page of requests, newest first: the archived ones, or the others. */
export async function getDealerRequests(
  query: { page: number; size: number; archived: boolean },
  signal?: AbortSignal,
): Promise<DealerRequestPage> {
  const params = { page: query.page, size: query.size, archived: query.archived ? 'true' : 'false' };
  const response = await apiClient.get<DealerRequest[]>('/dealer', { params, signal });
  return { requests: response.data, total: totalCount(response, response.data.length) };
}
