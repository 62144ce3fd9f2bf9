import type { Courier } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /couriers (admin): every courier the shop ships with, by name (the inactive too). */
export async function getCouriers(signal?: AbortSignal): Promise<Courier[]> {
  return apiData('GET /couriers', { signal });
}
