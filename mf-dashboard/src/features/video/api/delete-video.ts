import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** DELETE /video/:id (admin). */
export async function deleteVideo(id: string): Promise<MessageResponse> {
  return (await apiClient.delete<MessageResponse>(`/video/${encodeURIComponent(id)}`)).data;
}
