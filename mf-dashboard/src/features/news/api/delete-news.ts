import type { MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** DELETE /news/:id (admin). */
export async function deleteNews(id: string): Promise<MessageResponse> {
  return apiData('DELETE /news/:id', { params: { id } });
}
