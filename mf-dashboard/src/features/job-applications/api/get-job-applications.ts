import { apiClient } from '@tyre/web-kit';
import type { JobApplication } from './job-application-types';

/** GET /job/apply (admin): the applications with their job's title (`jobInfo.title`) and CV (`cv`). */
export async function getJobApplications(signal?: AbortSignal): Promise<JobApplication[]> {
  return (await apiClient.get<JobApplication[]>('/job/apply', { signal })).data;
}
