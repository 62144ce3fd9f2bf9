import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** DELETE /gallery/:id (admin). */
export async function deleteGalleryImage(id: string): Promise<MessageResponse> {
  return (await apiClient.delete<MessageResponse>(`/gallery/${encodeURIComponent(id)}`)).data;
}
