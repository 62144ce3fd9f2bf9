import type { MessageResponse, UpdateVideoBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** PUT /video/:id (admin) { url?, status? }; answers { message }. */
export async function updateVideo(id: string, body: UpdateVideoBody): Promise<MessageResponse> {
  return (await apiClient.put<MessageResponse>(`/video/${encodeURIComponent(id)}`, body)).data;
}
