import type { ListTyreRangesQuery, TyreRange } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /tires?category= — the tyre ranges, of one category when given. */
export async function getTyreRanges(input: ListTyreRangesQuery, signal?: AbortSignal): Promise<TyreRange[]> {
  return (await apiClient.get<TyreRange[]>('/tires', { params: input, signal })).data;
}
