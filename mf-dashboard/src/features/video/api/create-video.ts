import type { CreateVideoBody, MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** POST /video (admin) { url, status }. */
export async function createVideo(body: CreateVideoBody): Promise<MessageResponse> {
  return apiData('POST /video', { body });
}
