import type { UpdateMobileBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** PUT /mobile/:id { mobile } (admin). */
export async function updateMobile(id: string, body: UpdateMobileBody): Promise<{ message: string }> {
  const response = await apiClient.put<{ message: string }>(`/mobile/${encodeURIComponent(id)}`, body);
  return response.data;
}
