import type { DealerCheck } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /dealer-check?number= — is the shop of this authorisation or phone number an authorised dealer? */
export function checkDealer(number: string, signal?: AbortSignal): Promise<DealerCheck> {
  return apiData('GET /dealer-check', { query: { number }, signal });
}
