import type { MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** DELETE /banners/:id (admin). */
export async function deleteBanner(id: string): Promise<MessageResponse> {
  return apiData('DELETE /banners/:id', { params: { id } });
}
