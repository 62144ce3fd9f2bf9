import type { Job } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /job/:slug: loads the edit form. */
export async function getJob(slug: string, signal?: AbortSignal): Promise<Job> {
  return apiData('GET /job/:slug', { params: { slug }, signal });
}
