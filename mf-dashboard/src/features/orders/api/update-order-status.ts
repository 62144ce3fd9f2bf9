import type { UpdateOrderStatusBody, UpdateOrderStatusResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** PUT /orders/:key { status, note } (admin): one allowed move; answers the updated order. */
export async function updateOrderStatus(
  key: string,
  body: UpdateOrderStatusBody,
): Promise<UpdateOrderStatusResponse> {
  const response = await apiClient.put<UpdateOrderStatusResponse>(`/orders/${encodeURIComponent(key)}`, body);
  return response.data;
}
