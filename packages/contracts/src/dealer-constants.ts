// Plain constants of the dealers (no zod): browser code imports them from
// `@tyre/contracts/constants`; `schemas/dealers.ts` builds its schemas on them.
import { DISTRICT_DETAILS, type District } from './order-constants';

/** What a dealer's workshop does, in the order a page lists them. */
export const DEALER_SERVICES = ['fitting', 'balancing', 'alignment', 'tube-repair', 'truck-tyres'] as const;
export type DealerServiceKind = (typeof DEALER_SERVICES)[number];

/** The days of the week as schema.org writes them, Saturday first (the Bangladeshi week). */
export const WEEK_DAYS = ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/**
 * The eight divisions of Bangladesh (English names, as `DISTRICT_DETAILS` writes them), in the order
 * of the district list. A literal, not made from the districts when the module loads: a page that
 * imports another constant leaves the districts out of its bundle.
 */
export const DIVISIONS: readonly string[] = [
  'Dhaka',
  'Chattogram',
  'Rajshahi',
  'Khulna',
  'Barishal',
  'Sylhet',
  'Rangpur',
  'Mymensingh',
];

/** The division a district belongs to. */
export const divisionOf = (district: District | string): string | undefined =>
  DISTRICT_DETAILS.find((d) => d.name === district)?.division;

/** Latitude and longitude that hold all of Bangladesh (with a margin). */
export const BD_BOUNDS = { minLat: 20.3, maxLat: 26.8, minLng: 87.9, maxLng: 92.8 } as const;

/** The most dealers one page of GET /dealers holds. */
export const DEALERS_PAGE_MAX = 100;

/**
 * The distance between two points on the earth in km (haversine, mean radius 6371 km): what
 * "near me" sorts by.
 */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
