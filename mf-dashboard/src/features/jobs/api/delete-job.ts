import type { MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** DELETE /job/:id (admin); answers { message }. */
export async function deleteJob(id: string): Promise<MessageResponse> {
  return apiData('DELETE /job/:id', { params: { id } });
}
