import type { VehicleModel } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /vehicles/models?make=&type= — a make's models of a type (Honda makes motorcycles and cars), by name. */
export function getVehicleModels(
  input: { make: string; type: string },
  signal?: AbortSignal,
): Promise<VehicleModel[]> {
  return apiData('GET /vehicles/models', { query: input, signal });
}
