import type { MobileRecord } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /mobile: the bKash numbers, the active one first. */
export async function getMobiles(signal?: AbortSignal): Promise<MobileRecord[]> {
  const response = await apiClient.get<MobileRecord[]>('/mobile', { signal });
  return response.data;
}
