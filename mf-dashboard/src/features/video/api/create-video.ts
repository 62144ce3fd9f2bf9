import type { CreatedVideoResponse, CreateVideoBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** POST /video (admin) { url, status }. */
export async function createVideo(body: CreateVideoBody): Promise<CreatedVideoResponse> {
  return apiData('POST /video', { body });
}
