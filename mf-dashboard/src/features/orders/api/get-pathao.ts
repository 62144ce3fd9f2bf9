import { apiData } from '@tyre/web-kit';

/** GET /couriers/pathao (admin): whether the shop can book with Pathao. */
export async function getPathao(signal?: AbortSignal): Promise<{ enabled: boolean }> {
  return apiData('GET /couriers/pathao', { signal });
}
