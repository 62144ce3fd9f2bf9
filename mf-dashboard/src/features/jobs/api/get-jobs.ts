import type { Job } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export interface JobPage {
  jobs: Job[];
  total: number;
}

/** GET /job?all=1 (admin): every job, the closed ones too, newest first, a page at a time. */
export async function getJobs(query: { page: number; size: number }, signal?: AbortSignal): Promise<JobPage> {
  const response = await apiClient.get<Job[]>('/job', { params: { ...query, all: 1 }, signal });
  return { jobs: response.data, total: totalCount(response, response.data.length) };
}
