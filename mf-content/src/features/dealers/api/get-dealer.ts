import type { Dealer } from '@tyre/contracts';
import { apiData, earlyAnswer } from '@tyre/web-kit';

/** GET /dealers/:slug — one listed dealer. */
export function getDealer(slug: string, signal?: AbortSignal): Promise<Dealer> {
  return apiData('GET /dealers/:slug', { params: { slug }, signal });
}

/** The same dealer at once from the page's early answer when that is in (the server's first paint), else undefined. */
export function earlyDealer(slug: string): Dealer | undefined {
  return earlyAnswer('GET /dealers/:slug', { params: { slug } })?.data;
}
