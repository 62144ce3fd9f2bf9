import type { Job } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /job/:slug: loads the edit form. */
export async function getJob(slug: string, signal?: AbortSignal): Promise<Job> {
  return (await apiClient.get<Job>(`/job/${encodeURIComponent(slug)}`, { signal })).data;
}
