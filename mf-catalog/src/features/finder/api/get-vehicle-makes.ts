import type { VehicleMake } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /vehicles/makes?type= — the makes with models of a type (slug), by name. */
export function getVehicleMakes(type: string, signal?: AbortSignal): Promise<VehicleMake[]> {
  return apiData('GET /vehicles/makes', { query: { type }, signal });
}
