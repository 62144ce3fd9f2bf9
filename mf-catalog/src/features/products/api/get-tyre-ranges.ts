import type { ListTyreRangesQuery, TyreRange } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /tires?category= — the tyre ranges, of one category when given. */
export function getTyreRanges(input: ListTyreRangesQuery, signal?: AbortSignal): Promise<TyreRange[]> {
  return apiData('GET /tires', { query: input, signal });
}
