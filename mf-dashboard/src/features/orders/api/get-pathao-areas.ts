import type { PathaoArea } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /couriers/pathao/zones/:zoneId/areas (admin): the areas of one of Pathao's zones. */
export async function getPathaoAreas(zoneId: number, signal?: AbortSignal): Promise<PathaoArea[]> {
  return apiData('GET /couriers/pathao/zones/:zoneId/areas', { params: { zoneId }, signal });
}
