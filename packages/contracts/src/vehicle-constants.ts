// Plain constants of the vehicle finder, with no dependency (no zod), for browser code too.
// `vehicles.ts` (and so the package index) re-exports them.

/** Where a tyre goes on a vehicle: the front wheel(s), the rear, or every wheel (cars, trucks, CNGs). */
export const VEHICLE_POSITIONS = ['front', 'rear', 'all'] as const;
export type VehiclePosition = (typeof VEHICLE_POSITIONS)[number];

/** Model years a vehicle or a fitment may name. */
export const VEHICLE_YEAR_MIN = 1950;
export const VEHICLE_YEAR_MAX = 2100;

/** Alternative sizes one fitment may list besides its original size. */
export const MAX_ALTERNATIVE_SIZES = 6;
/** Generations (year ranges with a name, e.g. E160) one model may list. */
export const MAX_GENERATIONS = 12;

/** Products listed per size in GET /vehicles/fitment unless `perSize` says otherwise. */
export const FITMENT_PRODUCTS_PER_SIZE = 8;
/** Vehicles per page of GET /vehicles/fits unless `size` says otherwise ("a few, then a link"). */
export const VEHICLE_FITS_PAGE_SIZE = 6;

/**
 * The columns of the fitments CSV, in order (import and export alike): the make and model by
 * name (or slug), the years (`yearTo` empty: still made), the position, the original size as
 * written, and the alternative sizes separated by `|`.
 */
export const FITMENT_CSV_COLUMNS = [
  'make',
  'model',
  'yearFrom',
  'yearTo',
  'position',
  'size',
  'alternatives',
] as const;
/** Between alternative sizes in one CSV cell. */
export const FITMENT_CSV_LIST_SEPARATOR = '|';
/** The largest CSV an import takes, in bytes (about 40,000 rows). */
export const FITMENT_CSV_MAX_BYTES = 2 * 1024 * 1024;
/** The most rows one import takes. */
export const FITMENT_CSV_MAX_ROWS = 25_000;
/** The most bad lines a refused import lists (the count says how many there were). */
export const FITMENT_CSV_MAX_REPORTED = 50;
