import type { AdminVehicleMakesQuery, VehicleMake } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';
import { withoutBlanks } from '../../../lib/query';

/** GET /vehicles/makes/all?search=&page=&size= (admin) — every make by name, models or not. */
export async function getVehicleMakes(
  query: Partial<AdminVehicleMakesQuery>,
  signal?: AbortSignal,
): Promise<Page<VehicleMake>> {
  return apiPage('GET /vehicles/makes/all', { query: withoutBlanks(query), signal });
}
