import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** DELETE /news/:id (admin). */
export async function deleteNews(id: string): Promise<MessageResponse> {
  return (await apiClient.delete<MessageResponse>(`/news/${encodeURIComponent(id)}`)).data;
}
