import type { Job } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export interface JobPage {
  jobs: Job[];
  total: number;
}

/**
 * GET /job?all=1 (admin): every job, the closed ones too, newest first, a page at a time; with
 * `search`, only those whose title, location or reference (English or Bangla) has it.
 */
export async function getJobs(
  query: { page: number; size: number; search?: string },
  signal?: AbortSignal,
): Promise<JobPage> {
  const { search, ...paging } = query;
  const params = { ...paging, all: 1, ...(search ? { search } : {}) };
  const response = await apiClient.get<Job[]>('/job', { params, signal });
  return { jobs: response.data, total: totalCount(response, response.data.length) };
}
