import type { TyreSize } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { withoutBlanks } from '../lib/query';

/** GET /size?category=&rim= — the tyre sizes, of one category and/or rim when given. */
export async function getTyreSizes(
  query: { category?: string; rim?: number },
  signal?: AbortSignal,
): Promise<TyreSize[]> {
  return apiData('GET /size', { query: withoutBlanks(query), signal });
}
