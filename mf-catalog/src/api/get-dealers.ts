import type { Dealer, ListDealersQuery } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';

export type DealersQuery = Pick<ListDealersQuery, 'page' | 'size'> &
  Partial<Pick<ListDealersQuery, 'district' | 'category'>> & {
    /** `lat,lng`: nearest first, each with its distance */
    near?: string | undefined;
  };

/** GET /dealers — listed dealers (of a category stocked, in a district, nearest a point); total in X-Total-Count. */
export function getDealers(query: DealersQuery, signal?: AbortSignal): Promise<Page<Dealer>> {
  return apiPage('GET /dealers', { query, signal });
}
