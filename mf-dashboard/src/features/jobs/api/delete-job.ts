import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** DELETE /job/:id (admin); answers { message }. */
export async function deleteJob(id: string): Promise<MessageResponse> {
  return (await apiClient.delete<MessageResponse>(`/job/${encodeURIComponent(id)}`)).data;
}
