import type { DealerPlace } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /dealer-places?all=1 — where every dealer is, listed or not (an admin's read). */
export function getDealerPlaces(signal?: AbortSignal): Promise<DealerPlace[]> {
  return apiData('GET /dealer-places', { query: { all: true }, signal });
}
