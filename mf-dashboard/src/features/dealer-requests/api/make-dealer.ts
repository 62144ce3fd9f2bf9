import type { CreateDealerBody, Dealer } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * POST /dealers with `fromRequest` (admin): the request becomes a dealer in one step (its company
 * name, mobile and e-mail carried over; the request marked handled); 409 when it already is one.
 */
export async function makeDealer(body: CreateDealerBody): Promise<Dealer> {
  return apiData('POST /dealers', { body });
}
