import type { MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** DELETE /video/:id (admin). */
export async function deleteVideo(id: string): Promise<MessageResponse> {
  return apiData('DELETE /video/:id', { params: { id } });
}
