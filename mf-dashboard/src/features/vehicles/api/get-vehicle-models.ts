import type { AdminVehicleModelsQuery, VehicleModel } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';
import { withoutBlanks } from '../../../lib/query';

/** GET /vehicles/models/all?make=&type=&search=&page=&size= (admin) — models by make and name. */
export async function getVehicleModels(
  query: Partial<AdminVehicleModelsQuery>,
  signal?: AbortSignal,
): Promise<Page<VehicleModel>> {
  return apiPage('GET /vehicles/models/all', { query: withoutBlanks(query), signal });
}
