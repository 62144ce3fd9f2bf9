import type { ListTyreRangesQuery, TyreRange } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export type { ListTyreRangesQuery };

/** GET /tires?category= — the tyre ranges, of one category when given. */
export async function getTyreRanges(query: ListTyreRangesQuery, signal?: AbortSignal): Promise<TyreRange[]> {
  return apiData('GET /tires', { query: query.category ? { category: query.category } : {}, signal });
}
