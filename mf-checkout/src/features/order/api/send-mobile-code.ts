import type { MobileCodeSent, SendMobileCodeBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * POST /orders/verify-mobile/send — a 6-digit code by SMS to the number, in the language of the
 * page; 429 with `Retry-After` when the number (or the network) asked too often.
 */
export async function sendMobileCode(body: SendMobileCodeBody): Promise<MobileCodeSent> {
  return apiData('POST /orders/verify-mobile/send', { body });
}
