import type { MobileRecord } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /mobile/:id */
export async function getMobile(id: string, signal?: AbortSignal): Promise<MobileRecord> {
  const response = await apiClient.get<MobileRecord>(`/mobile/${encodeURIComponent(id)}`, { signal });
  return response.data;
}
