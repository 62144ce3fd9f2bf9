import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** PUT /banners/:id (admin): activate or deactivate. */
export async function updateBanner(id: string, body: { active: boolean }): Promise<MessageResponse> {
  return (await apiClient.put<MessageResponse>(`/banners/${encodeURIComponent(id)}`, body)).data;
}
