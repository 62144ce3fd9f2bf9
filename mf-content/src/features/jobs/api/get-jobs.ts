import { apiData } from '@tyre/web-kit';
import type { Job } from '@tyre/contracts';

/** The most open jobs the career page lists (one page of GET /job). */
export const careerPageSize = 50;

/** GET /job — the open jobs, soonest deadline first (a job leaves the list after its deadline). */
export function getJobs(signal?: AbortSignal): Promise<Job[]> {
  return apiData('GET /job', { query: { page: 0, size: careerPageSize }, signal });
}
