// The finder's addresses: `/finder?tab=vehicle&vehicle=<model slug>&year=<model year>` (the
// vehicle tab) and `/finder?category=&rim=&tyreSize=` (by size, the spec's). Light on purpose: the
// home page's finder carries it (reading the year is `vehicle-params.ts`, for the /finder screen).
import { queryString } from './search-params';

/** The finder's two ways in. */
export type FinderTab = 'size' | 'vehicle';

/** `?tab=vehicle` opens "By vehicle"; anything else is "By size" (the spec's finder). */
export const finderTab = (params: URLSearchParams): FinderTab =>
  params.get('tab') === 'vehicle' ? 'vehicle' : 'size';

/** The finder's address of a vehicle (or of the empty vehicle tab). */
export function vehicleFinderUrl(vehicle?: string, year?: number | null): string {
  return `/finder${queryString({ tab: 'vehicle', vehicle, year: vehicle ? (year ?? undefined) : undefined })}`;
}
