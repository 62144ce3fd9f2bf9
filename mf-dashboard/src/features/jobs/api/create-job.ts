import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import type { JobBody } from './job-types';

/** POST /job (admin): the job's fields. */
export async function createJob(body: JobBody): Promise<MessageResponse> {
  return (await apiClient.post<MessageResponse>('/job', body)).data;
}
