import type { ListTyreSizesQuery, TyreSize } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /size?category=&rim= — the tyre sizes of a category (and rim), by rim then width. */
export function getTyreSizes(input: ListTyreSizesQuery, signal?: AbortSignal): Promise<TyreSize[]> {
  return apiData('GET /size', { query: input, signal });
}
