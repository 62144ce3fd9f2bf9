import type { DealerPlace, DealerPlacesQuery } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /dealer-places — where every listed dealer of the filters is (the map's markers). */
export function getDealerPlaces(query: DealerPlacesQuery, signal?: AbortSignal): Promise<DealerPlace[]> {
  return apiData('GET /dealer-places', { query, signal });
}
