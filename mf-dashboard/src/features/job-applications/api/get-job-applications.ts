import type { JobApplication } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';

/**
 * GET /job/apply (admin): newest first, a page at a time, each with its job's title
 * (`jobInfo.title`) and CV (`cv`).
 */
export async function getJobApplications(
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<JobApplication>> {
  return apiPage('GET /job/apply', { query, signal });
}
