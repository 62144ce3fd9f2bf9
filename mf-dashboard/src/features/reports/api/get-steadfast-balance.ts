import type { SteadfastBalance } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * GET /couriers/steadfast/balance (admin): what Steadfast holds for the shop now (`enabled: false`
 * when Steadfast is not configured; 503 when it cannot be reached).
 */
export async function getSteadfastBalance(signal?: AbortSignal): Promise<SteadfastBalance> {
  return apiData('GET /couriers/steadfast/balance', { signal });
}
