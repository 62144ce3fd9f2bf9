import type { MobileRecord } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /mobile — the admin-set bKash number (the active one is the first record); null when none. */
export async function getBkashNumber(signal?: AbortSignal): Promise<string | null> {
  const response = await apiClient.get<MobileRecord[]>('/mobile', { signal });
  return response.data[0]?.mobile ?? null;
}
