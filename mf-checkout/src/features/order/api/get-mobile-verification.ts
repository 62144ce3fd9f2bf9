import type { MobileVerification } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * GET /orders/verify-mobile — whether the shop confirms mobile numbers by SMS code before an
 * order (`ORDER_OTP`: off, cod, all) and the number already confirmed on this browser (its cookie).
 */
export async function getMobileVerification(signal?: AbortSignal): Promise<MobileVerification> {
  return apiData('GET /orders/verify-mobile', { signal });
}
