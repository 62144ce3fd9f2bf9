import type { PathaoPlace } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /couriers/pathao/cities/:cityId/zones (admin): the zones of one of Pathao's cities. */
export async function getPathaoZones(cityId: number, signal?: AbortSignal): Promise<PathaoPlace[]> {
  return apiData('GET /couriers/pathao/cities/:cityId/zones', { params: { cityId }, signal });
}
