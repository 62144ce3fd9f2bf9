import type { MobileRecord } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /mobile: the bKash numbers, the active one first. */
export async function getMobiles(signal?: AbortSignal): Promise<MobileRecord[]> {
  return apiData('GET /mobile', { signal });
}
