import type { Dealer, DealerServiceKind, District } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage, earlyAnswer, pageOf } from '@tyre/web-kit';

export interface DealersQuery {
  page: number;
  size: number;
  division?: string | undefined;
  district?: District | undefined;
  service?: DealerServiceKind | undefined;
  /** `lat,lng`: nearest first, each dealer with its distance */
  near?: string | undefined;
}

/** GET /dealers — the listed dealers, by name or nearest first; total in X-Total-Count. */
export function getDealers(query: DealersQuery, signal?: AbortSignal): Promise<Page<Dealer>> {
  return apiPage('GET /dealers', { query, signal });
}

/** The same page at once from the page's early answer when that is in (the server's first paint), else undefined. */
export function earlyDealers(query: DealersQuery): Page<Dealer> | undefined {
  const response = earlyAnswer('GET /dealers', { query });
  return response && pageOf(response);
}
