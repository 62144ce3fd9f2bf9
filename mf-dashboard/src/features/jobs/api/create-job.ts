import type { CreatedJobResponse, CreateJobBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** POST /job (admin): the job's fields. */
export async function createJob(body: CreateJobBody): Promise<CreatedJobResponse> {
  return apiData('POST /job', { body });
}
