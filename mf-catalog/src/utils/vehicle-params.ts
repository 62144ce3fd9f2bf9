// The vehicle finder keeps its choice in the URL, so that it can be shared and back/forward work:
// `/finder?tab=vehicle&vehicle=<model slug>&year=<model year>` (made by `vehicle-url.ts`). The
// catalogue's server renderer reads them the same way for the page's early request (src/server/prepare.ts).
import { VEHICLE_YEAR_MAX, VEHICLE_YEAR_MIN } from '@tyre/contracts/constants';
import { textParam } from './search-params';

/** A model year from text: four digits within the years a vehicle may have, else undefined. */
export function modelYear(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{4}$/.test(text)) return undefined;
  const year = Number(text);
  return year >= VEHICLE_YEAR_MIN && year <= VEHICLE_YEAR_MAX ? year : undefined;
}

/** The vehicle in the URL: its model's slug and the year (absent: every year). */
export interface VehicleChoice {
  vehicle: string | undefined;
  year: number | undefined;
}

export function vehicleChoice(params: URLSearchParams): VehicleChoice {
  return { vehicle: textParam(params, 'vehicle'), year: modelYear(params.get('year')) };
}
