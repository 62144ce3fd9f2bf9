import type { CheckMobileCodeBody, MobileConfirmed } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * POST /orders/verify-mobile/check — a right code confirms the number on this browser (an HttpOnly
 * cookie the order's request sends back); anything else is the same 400.
 */
export async function checkMobileCode(body: CheckMobileCodeBody): Promise<MobileConfirmed> {
  return apiData('POST /orders/verify-mobile/check', { body });
}
