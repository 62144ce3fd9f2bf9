import type { VehicleFitmentAnswer } from '@tyre/contracts';
import { apiCall, earlyAnswer } from '@tyre/web-kit';
import { unlessNotFound } from '../../../utils/unless-not-found';

/** The vehicle asked for: its model's slug and the model year (none: every year range). */
export interface VehicleFitmentInput {
  model: string;
  year?: number | undefined;
}

/**
 * GET /vehicles/fitment?model=&year= — the model (with its make and type), the tyre sizes of each
 * position for that year and the products of each size, in stock first; `null` when there is no
 * such model. The site server asks the same URL early for `/finder?tab=vehicle&vehicle=&year=`.
 */
export function getVehicleFitment(
  input: VehicleFitmentInput,
  signal?: AbortSignal,
): Promise<VehicleFitmentAnswer | null> {
  return unlessNotFound(apiCall('GET /vehicles/fitment', { query: input, signal }));
}

/** The same answer at once from the page's early answer when that is in, else undefined. */
export function earlyVehicleFitment(input: VehicleFitmentInput): VehicleFitmentAnswer | undefined {
  return earlyAnswer('GET /vehicles/fitment', { query: input })?.data;
}
