import type { CreatedJobResponse, CreateJobBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** POST /job (admin): the job's fields. */
export async function createJob(body: CreateJobBody): Promise<CreatedJobResponse> {
  return (await apiClient.post<CreatedJobResponse>('/job', body)).data;
}
