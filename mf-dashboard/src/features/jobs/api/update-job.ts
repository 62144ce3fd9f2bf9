import type { MessageResponse, UpdateJobBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** PUT /job/:slug (admin): the changed fields; answers { message }. */
export async function updateJob(slug: string, body: UpdateJobBody): Promise<MessageResponse> {
  return apiData('PUT /job/:slug', { params: { slug }, body });
}
