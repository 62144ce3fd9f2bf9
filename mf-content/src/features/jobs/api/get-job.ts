import { apiClient } from '@tyre/web-kit';
import type { Job } from '@tyre/contracts';

/** GET /job/:slug — one job with all its fields. */
export async function getJob(slug: string, signal?: AbortSignal): Promise<Job> {
  return (await apiClient.get<Job>(`/job/${encodeURIComponent(slug)}`, { signal })).data;
}
