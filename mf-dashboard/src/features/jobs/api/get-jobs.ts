import { apiClient } from '@tyre/web-kit';
import type { Job } from './job-types';

/** GET /job?all=true (admin): every job, the closed ones too. */
export async function getJobs(signal?: AbortSignal): Promise<Job[]> {
  return (await apiClient.get<Job[]>('/job', { params: { all: 'true' }, signal })).data;
}
