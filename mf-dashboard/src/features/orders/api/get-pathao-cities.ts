import type { PathaoPlace } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /couriers/pathao/cities (admin): Pathao's cities, as the API keeps them. */
export async function getPathaoCities(signal?: AbortSignal): Promise<PathaoPlace[]> {
  return apiData('GET /couriers/pathao/cities', { signal });
}
