import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import type { VideoBody } from './video-types';

/** POST /video (admin) { url, status }. */
export async function createVideo(body: VideoBody): Promise<MessageResponse> {
  return (await apiClient.post<MessageResponse>('/video', body)).data;
}
