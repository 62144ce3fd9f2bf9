import type { CreateVideoBody, MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** POST /video (admin) { url, status }. */
export async function createVideo(body: CreateVideoBody): Promise<MessageResponse> {
  return (await apiClient.post<MessageResponse>('/video', body)).data;
}
