import type { DealerRequest } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';

/** GET /dealer (admin): a page of requests, newest first: the archived ones, or the others. */
export async function getDealerRequests(
  query: { page: number; size: number; archived: boolean },
  signal?: AbortSignal,
): Promise<Page<DealerRequest>> {
  const { page, size, archived } = query;
  return apiPage('GET /dealer', { query: { page, size, archived: archived ? 'true' : 'false' }, signal });
}
