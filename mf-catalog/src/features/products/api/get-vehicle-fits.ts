import type { VehicleFit } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';

/** GET /vehicles/fits?product=&page=&size= — a page of the vehicles a product fits and their total. */
export function getVehicleFits(
  input: { product: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<VehicleFit>> {
  return apiPage('GET /vehicles/fits', { query: input, signal });
}
