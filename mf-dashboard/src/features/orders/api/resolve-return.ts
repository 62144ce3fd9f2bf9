import type { ReturnResolutionBody, ReturnResolutionResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** POST /orders/:id/return (admin): a returned order's goods back into stock, or kept out (once). */
export async function resolveReturn(
  orderId: string,
  body: ReturnResolutionBody,
): Promise<ReturnResolutionResponse> {
  return apiData('POST /orders/:id/return', { params: { id: orderId }, body });
}
