import type { UpdateOrderStatusBody, UpdateOrderStatusResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** PUT /orders/:key { status, note } (admin): one allowed move; answers the updated order. */
export async function updateOrderStatus(
  key: string,
  body: UpdateOrderStatusBody,
): Promise<UpdateOrderStatusResponse> {
  return apiData('PUT /orders/:key', { params: { key }, body });
}
