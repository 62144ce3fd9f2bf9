import { apiData } from '@tyre/web-kit';

/** GET /couriers/steadfast (admin): whether the shop can book with Steadfast. */
export async function getSteadfast(signal?: AbortSignal): Promise<{ enabled: boolean }> {
  return apiData('GET /couriers/steadfast', { signal });
}
