import type { Dealer } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /dealers/:slug — one listed dealer. */
export function getDealer(slug: string, signal?: AbortSignal): Promise<Dealer> {
  return apiData('GET /dealers/:slug', { params: { slug }, signal });
}
