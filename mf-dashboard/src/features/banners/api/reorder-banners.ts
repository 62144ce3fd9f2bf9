import type { MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** PUT /banners/order (admin) { ids }: every banner's id in the new order. */
export async function reorderBanners(ids: string[]): Promise<MessageResponse> {
  return (await apiClient.put<MessageResponse>('/banners/order', { ids })).data;
}
