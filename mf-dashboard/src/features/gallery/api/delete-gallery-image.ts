import type { MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** DELETE /gallery/:id (admin). */
export async function deleteGalleryImage(id: string): Promise<MessageResponse> {
  return apiData('DELETE /gallery/:id', { params: { id } });
}
