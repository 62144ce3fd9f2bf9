import { apiData } from '@tyre/web-kit';
import type { Job } from '@tyre/contracts';

/** GET /job/:slug — one job with all its fields. */
export function getJob(slug: string, signal?: AbortSignal): Promise<Job> {
  return apiData('GET /job/:slug', { params: { slug }, signal });
}
