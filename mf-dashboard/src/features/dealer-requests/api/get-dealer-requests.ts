import { apiClient, totalCount } from '@tyre/web-kit';
import type { DealerRequest } from './dealer-request-types';

export interface DealerRequestPage {
  requests: DealerRequest[];
  total: number;
}

/** GET /dealer (admin): a page of requests, newest first; archived ones only when asked. */
export async function getDealerRequests(
  query: { page: number; size: number; archived?: boolean },
  signal?: AbortSignal,
): Promise<DealerRequestPage> {
  const params = { page: query.page, size: query.size, ...(query.archived ? { archived: 'true' } : {}) };
  const response = await apiClient.get<DealerRequest[]>('/dealer', { params, signal });
  return { requests: response.data, total: totalCount(response, response.data.length) };
}
