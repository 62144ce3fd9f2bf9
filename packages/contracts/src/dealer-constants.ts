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
 * The dealers' CSV (export and import), in this order. Lists (phones, days, services,
 * categories) are separated by `|`; `listed` is yes or no; `authNumber` names the dealer a row
 * changes (empty on a new one: the next number is given).
 */
export const DEALER_CSV_COLUMNS = [
  'authNumber',
  'name',
  'nameBn',
  'district',
  'upazila',
  'upazilaBn',
  'address',
  'addressBn',
  'phones',
  'email',
  'days',
  'opens',
  'closes',
  'services',
  'categories',
  'lat',
  'lng',
  'listed',
] as const;
export type DealerCsvColumn = (typeof DEALER_CSV_COLUMNS)[number];
export const DEALER_CSV_LIST_SEPARATOR = '|';
/** The largest dealers CSV the import takes, in bytes, and its most rows. */
export const DEALER_CSV_MAX_BYTES = 4 * 1024 * 1024;
export const DEALER_CSV_MAX_ROWS = 10_000;
/** A refused import names at most this many bad lines. */
export const DEALER_CSV_MAX_REPORTED = 50;

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

/**
 * Each district town's place (latitude, longitude; the town centre, to about 1 km), in the order of
 * the district list: where "dealers near my district" is measured from.
 */
export const DISTRICT_TOWNS: Readonly<Record<District, readonly [number, number]>> = {
  Dhaka: [23.8103, 90.4125],
  Faridpur: [23.6071, 89.8429],
  Gazipur: [23.9999, 90.4203],
  Gopalganj: [23.005, 89.8266],
  Kishoreganj: [24.4449, 90.7766],
  Madaripur: [23.1641, 90.1897],
  Manikganj: [23.8617, 90.0003],
  Munshiganj: [23.5422, 90.5305],
  Narayanganj: [23.6238, 90.5],
  Narsingdi: [23.9322, 90.715],
  Rajbari: [23.7574, 89.6445],
  Shariatpur: [23.2423, 90.4348],
  Tangail: [24.2513, 89.9167],
  Bandarban: [22.1953, 92.2184],
  Brahmanbaria: [23.9571, 91.1119],
  Chandpur: [23.2333, 90.6712],
  Chattogram: [22.3569, 91.7832],
  "Cox's Bazar": [21.4272, 92.0058],
  Cumilla: [23.4607, 91.1809],
  Feni: [23.0159, 91.3976],
  Khagrachhari: [23.1193, 91.9847],
  Lakshmipur: [22.9447, 90.8282],
  Noakhali: [22.8696, 91.0995],
  Rangamati: [22.6533, 92.1751],
  Bogura: [24.8465, 89.3773],
  Chapainawabganj: [24.5965, 88.2776],
  Joypurhat: [25.0968, 89.0227],
  Naogaon: [24.7936, 88.9318],
  Natore: [24.4206, 89.0003],
  Pabna: [24.0064, 89.2372],
  Rajshahi: [24.3745, 88.6042],
  Sirajganj: [24.4534, 89.7007],
  Bagerhat: [22.6516, 89.7859],
  Chuadanga: [23.6402, 88.8418],
  Jashore: [23.1664, 89.2081],
  Jhenaidah: [23.545, 89.1726],
  Khulna: [22.8456, 89.5403],
  Kushtia: [23.9013, 89.1205],
  Magura: [23.4873, 89.4198],
  Meherpur: [23.7622, 88.6318],
  Narail: [23.1725, 89.5127],
  Satkhira: [22.7185, 89.0705],
  Barguna: [22.0953, 90.1121],
  Barishal: [22.701, 90.3535],
  Bhola: [22.6859, 90.6482],
  Jhalokati: [22.6406, 90.1987],
  Patuakhali: [22.3596, 90.3299],
  Pirojpur: [22.5841, 89.972],
  Habiganj: [24.3745, 91.4155],
  Moulvibazar: [24.4829, 91.7774],
  Sunamganj: [25.0658, 91.395],
  Sylhet: [24.8949, 91.8687],
  Dinajpur: [25.6217, 88.6354],
  Gaibandha: [25.3288, 89.543],
  Kurigram: [25.8054, 89.6362],
  Lalmonirhat: [25.9923, 89.2847],
  Nilphamari: [25.931, 88.856],
  Panchagarh: [26.3411, 88.5542],
  Rangpur: [25.7439, 89.2752],
  Thakurgaon: [26.0337, 88.4617],
  Jamalpur: [24.9375, 89.9378],
  Mymensingh: [24.7471, 90.4203],
  Netrokona: [24.8705, 90.7279],
  Sherpur: [25.0205, 90.0153],
};

/** The place of a district's town, or undefined for a name that is no district. */
export function districtTown(district: string): { lat: number; lng: number } | undefined {
  const place = (DISTRICT_TOWNS as Record<string, readonly [number, number] | undefined>)[district];
  return place ? { lat: place[0], lng: place[1] } : undefined;
}
