import type { MessageResponse, UpdateVideoBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** PUT /video/:id (admin) { url?, status? }; answers { message }. */
export async function updateVideo(id: string, body: UpdateVideoBody): Promise<MessageResponse> {
  return apiData('PUT /video/:id', { params: { id }, body });
}
