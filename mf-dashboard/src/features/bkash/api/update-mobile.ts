import type { MessageResponse, UpdateMobileBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** PUT /mobile/:id { mobile } (admin). */
export async function updateMobile(id: string, body: UpdateMobileBody): Promise<MessageResponse> {
  return apiData('PUT /mobile/:id', { params: { id }, body });
}
