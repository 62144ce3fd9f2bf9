import type { MobileRecord } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /mobile/:id */
export async function getMobile(id: string, signal?: AbortSignal): Promise<MobileRecord> {
  return apiData('GET /mobile/:id', { params: { id }, signal });
}
