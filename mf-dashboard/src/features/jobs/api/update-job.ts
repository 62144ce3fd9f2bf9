import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import type { JobBody } from './job-types';

/** PUT /job/:slug (admin): the changed fields; answers { message }. */
export async function updateJob(slug: string, body: Partial<JobBody>): Promise<MessageResponse> {
  return (await apiClient.put<MessageResponse>(`/job/${encodeURIComponent(slug)}`, body)).data;
}
