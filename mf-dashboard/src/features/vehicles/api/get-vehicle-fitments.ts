import type { AdminVehicleFitmentsQuery, VehicleFitment } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';
import { withoutBlanks } from '../../../lib/query';

/**
 * GET /vehicles/fitments?make=&model=&sizeLabel=&page=&size= (admin) — fitments by make, model,
 * position and years; `sizeLabel` finds a tyre size however it is written (`size` is the page size).
 */
export async function getVehicleFitments(
  query: Partial<AdminVehicleFitmentsQuery>,
  signal?: AbortSignal,
): Promise<Page<VehicleFitment>> {
  return apiPage('GET /vehicles/fitments', { query: withoutBlanks(query), signal });
}
