import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import type { VideoBody } from './video-types';

/** PUT /video/:id (admin) { url?, status? }; answers { message }. */
export async function updateVideo(id: string, body: Partial<VideoBody>): Promise<MessageResponse> {
  return (await apiClient.put<MessageResponse>(`/video/${encodeURIComponent(id)}`, body)).data;
}
