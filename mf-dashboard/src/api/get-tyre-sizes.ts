import type { TyreSize } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /size?category=&rim= — the tyre sizes, of one category and/or rim when given. */
export async function getTyreSizes(
  query: { category?: string; rim?: number },
  signal?: AbortSignal,
): Promise<TyreSize[]> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  return (await apiClient.get<TyreSize[]>('/size', { params, signal })).data;
}
