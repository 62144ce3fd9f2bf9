import type { Job } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';

/**
 * GET /job?all=1 (admin): every job, the closed ones too, newest first, a page at a time; with
 * `search`, only those whose title, location or reference (English or Bangla) has it.
 */
export async function getJobs(
  query: { page: number; size: number; search?: string },
  signal?: AbortSignal,
): Promise<Page<Job>> {
  const { search, ...paging } = query;
  return apiPage('GET /job', { query: { ...paging, all: 1, ...(search ? { search } : {}) }, signal });
}
