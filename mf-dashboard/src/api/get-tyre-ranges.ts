import type { ListTyreRangesQuery, TyreRange } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export type { ListTyreRangesQuery };

/** GET /tires?category= — the tyre ranges, of one category when given. */
export async function getTyreRanges(query: ListTyreRangesQuery, signal?: AbortSignal): Promise<TyreRange[]> {
  const params = query.category ? { category: query.category } : {};
  return (await apiClient.get<TyreRange[]>('/tires', { params, signal })).data;
}
