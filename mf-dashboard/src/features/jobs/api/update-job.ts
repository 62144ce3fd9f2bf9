import type { MessageResponse, UpdateJobBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** PUT /job/:slug (admin): the changed fields; answers { message }. */
export async function updateJob(slug: string, body: UpdateJobBody): Promise<MessageResponse> {
  return (await apiClient.put<MessageResponse>(`/job/${encodeURIComponent(slug)}`, body)).data;
}
