import type { JobApplication } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export interface ApplicationPage {
  applications: JobApplication[];
  total: number;
}

/**
 * GET /job/apply (admin): newest first, a page at a time, each with its job's title
 * (`jobInfo.title`) and CV (`cv`).
 */
export async function getJobApplications(
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<ApplicationPage> {
  const response = await apiClient.get<JobApplication[]>('/job/apply', { params: query, signal });
  return { applications: response.data, total: totalCount(response, response.data.length) };
}
