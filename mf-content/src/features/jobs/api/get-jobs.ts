import { apiClient } from '@tyre/web-kit';
import type { JobSummary } from '../../../content-types';

/** GET /job — the open jobs (a job leaves the list after its deadline). */
export async function getJobs(signal?: AbortSignal): Promise<JobSummary[]> {
  return (await apiClient.get<JobSummary[]>('/job', { signal })).data;
}
