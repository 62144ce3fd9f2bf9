import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** DELETE /banners/:id (admin). */
export async function deleteBanner(id: string): Promise<MessageResponse> {
  return (await apiClient.delete<MessageResponse>(`/banners/${encodeURIComponent(id)}`)).data;
}
