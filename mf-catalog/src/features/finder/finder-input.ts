// What /finder asks the API first, read from its address: by size (`?category=&rim=&tyreSize=&page=`)
// a page of GET /products/finder, by vehicle (`?tab=vehicle&vehicle=&year=`) the vehicle's tyres.
// The screens and the catalogue's server renderer (the page's early request, src/server/prepare.ts)
// both take it from here, so they never differ.
import { FINDER_PAGE_SIZE } from '@tyre/contracts/constants';
import { pageParam, textParam } from '../../utils/search-params';
import type { VehicleChoice } from '../../utils/vehicle-params';
import type { FindProductsInput } from './api/find-products';
import type { VehicleFitmentInput } from './api/get-vehicle-fitment';

/** The size finder's filters and page: GET /products/finder's input. */
export function sizeFinderInput(params: URLSearchParams): FindProductsInput {
  const rim = Number(textParam(params, 'rim'));
  return {
    category: textParam(params, 'category'),
    rim: Number.isFinite(rim) && rim > 0 ? rim : undefined,
    tyreSize: textParam(params, 'tyreSize'),
    page: pageParam(params),
    size: FINDER_PAGE_SIZE,
  };
}

/** GET /vehicles/fitment's input for the vehicle in the address (the model year only when it is one). */
export function vehicleFitmentInput({
  vehicle,
  year,
}: VehicleChoice & { vehicle: string }): VehicleFitmentInput {
  return { model: vehicle, year };
}
