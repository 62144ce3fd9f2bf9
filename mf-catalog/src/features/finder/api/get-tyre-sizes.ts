import type { ListTyreSizesQuery, TyreSize } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /size?category=&rim= — the tyre sizes of a category (and rim), by rim then width. */
export async function getTyreSizes(input: ListTyreSizesQuery, signal?: AbortSignal): Promise<TyreSize[]> {
  return (await apiClient.get<TyreSize[]>('/size', { params: input, signal })).data;
}
