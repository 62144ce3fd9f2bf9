import type { VehicleType } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /vehicles/types — the vehicle types (catalogue categories) that have models, in menu order. */
export function getVehicleTypes(signal?: AbortSignal): Promise<VehicleType[]> {
  return apiData('GET /vehicles/types', { signal });
}
