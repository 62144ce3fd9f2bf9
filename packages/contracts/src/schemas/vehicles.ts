// The vehicle finder (what clients send; the answers are in `vehicles.responses.ts`, the plain
// constants in `../vehicle-constants.ts`): vehicle types (the catalogue's categories), makes, models (with their years
// and generations) and fitments (per model and year range, the original tyre size of each
// position and alternative sizes). Every body, query and param schema; the answer types.
//
// Conventions of this file
// - Bodies are JSON, except the CSV import (multipart: the file in `file`, `mode` beside it).
// - Bangla twins follow the catalogue: `nameBn` optional on writes ('' clears), always answered
//   ('' when none); copies of a make's or model's name carry their twin (`makeNameBn`, ...).
//   Show them with `localized()` (../localized).
// - Years are whole model years; `yearTo` null (or empty in the CSV) means still made.
// - Sizes are kept as written; `tyreSizeKey()` (../tyre-size-key) decides which are one size, and
//   a size it cannot read is refused.
// - A model's slug is unique over all makes (`bajaj-pulsar-150`): it names "my vehicle" in URLs.
// - Admin lists take `page` (0-based) and `size` (at most 100) and send the total in
//   `X-Total-Count`, as the other admin lists.
import { z } from 'zod';
import {
  CATALOG_PAGE_MAX,
  FITMENT_PRODUCTS_PER_SIZE,
  MAX_ALTERNATIVE_SIZES,
  MAX_GENERATIONS,
  VEHICLE_FITS_PAGE_SIZE,
  VEHICLE_POSITIONS,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
} from '../constants';
import { tyreSizeKey } from '../tyre-size-key';
import { catalogSlugSchema, numberField, queryObject } from './catalog-fields';
import { pageQuerySchema, searchTextSchema, slugOrIdSchema, textSchema } from './common';
import type {
  FitmentImportResult,
  FitmentSize,
  FitmentWithProducts,
  VehicleFit,
  VehicleFitment,
  VehicleFitmentAnswer,
  VehicleGeneration,
  VehicleMake,
  VehicleModel,
  VehicleType,
} from './vehicles.responses';

export type {
  FitmentImportResult,
  FitmentSize,
  FitmentWithProducts,
  VehicleFit,
  VehicleFitment,
  VehicleFitmentAnswer,
  VehicleGeneration,
  VehicleMake,
  VehicleModel,
  VehicleType,
};

// ---------------------------------------------------------------- shared pieces

const nfc = (v: string) => v.normalize('NFC');
const vehicleName = textSchema()
  .min(2, 'must be at least 2 characters')
  .max(60, 'is too long')
  .transform(nfc);
/** A Bangla twin: '' (none) or a name within the English one's limits. */
const vehicleNameBn = textSchema()
  .max(60, 'is too long')
  .refine((v) => v === '' || v.length >= 2, 'must be at least 2 characters')
  .transform(nfc);

const yearNumber = z
  .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
  .int('must be a whole number')
  .min(VEHICLE_YEAR_MIN, `must be ${VEHICLE_YEAR_MIN} or more`)
  .max(VEHICLE_YEAR_MAX, `must be ${VEHICLE_YEAR_MAX} or less`);
/** A model year, as a JSON number or digits (query strings). */
export const vehicleYearSchema = numberField(yearNumber);
/** The last year of a range: a year, or null / '' for "still made". */
const yearToSchema = z.preprocess(
  (v) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v),
  numberField(yearNumber).nullable(),
);

const YEARS_IN_ORDER = { message: 'must not be before yearFrom', path: ['yearTo'] };
const yearsInOrder = (v: { yearFrom?: number; yearTo?: number | null }) =>
  v.yearFrom === undefined || v.yearTo === undefined || v.yearTo === null || v.yearTo >= v.yearFrom;

export const vehiclePositionSchema = z.enum(VEHICLE_POSITIONS, { error: 'must be front, rear or all' });

/** A tyre size as a vehicle's maker writes it; refused when `tyreSizeKey` cannot read it. */
export const fitmentSizeLabelSchema = z
  .string()
  .trim()
  .max(30, 'is too long')
  .refine((v) => tyreSizeKey(v) !== null, 'must look like 90/90-17, 195/65 R15 or 4.00-8');

const alternativesSchema = z
  .array(fitmentSizeLabelSchema)
  .max(MAX_ALTERNATIVE_SIZES, `must have at most ${MAX_ALTERNATIVE_SIZES} items`)
  .refine((list) => new Set(list.map(tyreSizeKey)).size === list.length, 'is listed twice');

/** The original size must not be listed again among its alternatives. */
const ALTERNATIVE_IS_SIZE = { message: 'is listed twice', path: ['alternatives'] };
const sizeNotAlternative = (v: { size?: string; alternatives?: string[] }) =>
  v.size === undefined || !v.alternatives?.some((alt) => tyreSizeKey(alt) === tyreSizeKey(v.size!));

// ---------------------------------------------------------------- reads (public)

/** GET /vehicles/makes?type=<type slug or id> — makes with models of the type; every make with a model when no type is given. */
export const listVehicleMakesQuerySchema = queryObject({ type: slugOrIdSchema.optional() });
export type ListVehicleMakesQuery = z.infer<typeof listVehicleMakesQuerySchema>;

/** GET /vehicles/models?make=<make slug or id>&type=<type slug or id> — a make's models by name (Honda makes motorcycles and cars: `type` narrows). */
export const listVehicleModelsQuerySchema = queryObject({
  make: slugOrIdSchema,
  type: slugOrIdSchema.optional(),
});
export type ListVehicleModelsQuery = z.infer<typeof listVehicleModelsQuerySchema>;

/**
 * GET /vehicles/fitment?model=<model slug or id>&year=<year> — the sizes of each position for
 * that year (every year range when no year is given) and the active products of each size.
 * `perSize` products per size (default 8, at most 48), in stock first.
 */
export const vehicleFitmentQuerySchema = queryObject({
  model: slugOrIdSchema,
  year: vehicleYearSchema.optional(),
  perSize: numberField(
    z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(CATALOG_PAGE_MAX, `must be ${CATALOG_PAGE_MAX} or less`)
      .default(FITMENT_PRODUCTS_PER_SIZE),
  ),
});
export type VehicleFitmentQuery = z.infer<typeof vehicleFitmentQuerySchema>;

/** GET /vehicles/fits?product=<product slug or id> — the vehicles a product fits, a page at a time (default 6). */
export const vehicleFitsQuerySchema = queryObject({
  product: slugOrIdSchema,
  page: numberField(z.number().int('must be a whole number').min(0, 'must be 0 or more').default(0)),
  size: numberField(
    z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(CATALOG_PAGE_MAX, `must be ${CATALOG_PAGE_MAX} or less`)
      .default(VEHICLE_FITS_PAGE_SIZE),
  ),
});
export type VehicleFitsQuery = z.infer<typeof vehicleFitsQuerySchema>;

// ---------------------------------------------------------------- admin lists

/** GET /vehicles/makes/all (admin): every make by name, with a search in both names. */
export const adminVehicleMakesQuerySchema = pageQuerySchema.extend({ search: searchTextSchema.optional() });
export type AdminVehicleMakesQuery = z.infer<typeof adminVehicleMakesQuerySchema>;

/** GET /vehicles/models/all (admin): models by make and name; filters by make and type, a search in both names. */
export const adminVehicleModelsQuerySchema = pageQuerySchema.extend({
  make: slugOrIdSchema.optional(),
  type: slugOrIdSchema.optional(),
  search: searchTextSchema.optional(),
});
export type AdminVehicleModelsQuery = z.infer<typeof adminVehicleModelsQuerySchema>;

/** GET /vehicles/fitments (admin): fitments by make, model, position and year; filters by make, model or a tyre size. */
export const adminVehicleFitmentsQuerySchema = pageQuerySchema.extend({
  make: slugOrIdSchema.optional(),
  model: slugOrIdSchema.optional(),
  /** Fitments whose original or alternative size is this one, however written (`size` is the page size). */
  sizeLabel: fitmentSizeLabelSchema.optional(),
});
export type AdminVehicleFitmentsQuery = z.infer<typeof adminVehicleFitmentsQuerySchema>;

// ---------------------------------------------------------------- makes (admin, JSON)

const makeFields = {
  name: vehicleName,
  nameBn: vehicleNameBn.optional(),
  /** Made from the name when not given. */
  slug: catalogSlugSchema.optional(),
};

/** POST /vehicles/makes. Names are unique (409). */
export const createVehicleMakeBodySchema = z.object(makeFields);
export type CreateVehicleMakeBody = z.input<typeof createVehicleMakeBodySchema>;

/** PUT /vehicles/makes/:id: only the fields given change; its models and fitments keep their copies in step. */
export const updateVehicleMakeBodySchema = z.object(makeFields).partial();
export type UpdateVehicleMakeBody = z.input<typeof updateVehicleMakeBodySchema>;

// ---------------------------------------------------------------- models (admin, JSON)

export const vehicleGenerationInputSchema = z
  .object({
    name: textSchema().min(1, 'is required').max(40, 'is too long').transform(nfc),
    yearFrom: vehicleYearSchema,
    yearTo: yearToSchema.default(null),
  })
  .refine(yearsInOrder, YEARS_IN_ORDER);

const modelFields = {
  /** Slug or id of the make. */
  make: slugOrIdSchema,
  /** Slug or id of the vehicle type: a catalogue category (motorcycle, passenger-car, ...). */
  type: slugOrIdSchema,
  /** Without the make: `Pulsar 150`. Unique within the make (409). */
  name: vehicleName,
  nameBn: vehicleNameBn.optional(),
  /** Made from the make's and the model's names when not given (`bajaj-pulsar-150`). */
  slug: catalogSlugSchema.optional(),
  yearFrom: vehicleYearSchema,
  /** null or '': still made. */
  yearTo: yearToSchema,
  generations: z
    .array(vehicleGenerationInputSchema)
    .max(MAX_GENERATIONS, `must have at most ${MAX_GENERATIONS} items`),
};

/** POST /vehicles/models. */
export const createVehicleModelBodySchema = z
  .object({
    ...modelFields,
    yearTo: modelFields.yearTo.default(null),
    generations: modelFields.generations.default([]),
  })
  .refine(yearsInOrder, YEARS_IN_ORDER);
export type CreateVehicleModelBody = z.input<typeof createVehicleModelBodySchema>;

/** PUT /vehicles/models/:id: only the fields given change (the years are checked on the merged record). */
export const updateVehicleModelBodySchema = z
  .object(modelFields)
  .partial()
  .refine(yearsInOrder, YEARS_IN_ORDER);
export type UpdateVehicleModelBody = z.input<typeof updateVehicleModelBodySchema>;

// ---------------------------------------------------------------- fitments (admin, JSON)

const fitmentFields = {
  /** Slug or id of the model. */
  model: slugOrIdSchema,
  yearFrom: vehicleYearSchema,
  /** null or '': still made. */
  yearTo: yearToSchema,
  position: vehiclePositionSchema,
  /** The original size, as written (`90/90-17`, `185/65 R15`). */
  size: fitmentSizeLabelSchema,
  /** Other sizes that fit; none repeats the original or another. */
  alternatives: alternativesSchema,
};

/**
 * POST /vehicles/fitments. One fitment per model, year range, position and size (409 when it
 * exists); the same position may have several rows for different year ranges.
 */
export const createVehicleFitmentBodySchema = z
  .object({
    ...fitmentFields,
    yearTo: fitmentFields.yearTo.default(null),
    alternatives: fitmentFields.alternatives.default([]),
  })
  .refine(yearsInOrder, YEARS_IN_ORDER)
  .refine(sizeNotAlternative, ALTERNATIVE_IS_SIZE);
export type CreateVehicleFitmentBody = z.input<typeof createVehicleFitmentBodySchema>;

/** PUT /vehicles/fitments/:id: only the fields given change (checked again on the merged record). */
export const updateVehicleFitmentBodySchema = z
  .object(fitmentFields)
  .partial()
  .refine(yearsInOrder, YEARS_IN_ORDER)
  .refine(sizeNotAlternative, ALTERNATIVE_IS_SIZE);
export type UpdateVehicleFitmentBody = z.input<typeof updateVehicleFitmentBodySchema>;

/** One row of the fitments CSV once its cells are read (also what a row is checked with). */
export const fitmentCsvRowSchema = z
  .object({
    /** The make's name or slug. */
    make: textSchema().min(1, 'is required').max(60, 'is too long').transform(nfc),
    /** The model's name (within the make) or its slug. */
    model: textSchema().min(1, 'is required').max(120, 'is too long').transform(nfc),
    yearFrom: vehicleYearSchema,
    yearTo: yearToSchema,
    position: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      vehiclePositionSchema,
    ),
    size: fitmentSizeLabelSchema,
    alternatives: alternativesSchema,
  })
  .refine(yearsInOrder, YEARS_IN_ORDER)
  .refine(sizeNotAlternative, ALTERNATIVE_IS_SIZE);
export type FitmentCsvRow = z.output<typeof fitmentCsvRowSchema>;

/**
 * POST /vehicles/fitments/import (admin, multipart): the CSV in the file field `file` (UTF-8,
 * a header row of FITMENT_CSV_COLUMNS), and `mode`:
 * - `merge` (default): rows not stored yet are added, stored rows get the file's alternatives;
 * - `replace`: besides, every model named in the file loses the fitments the file does not list.
 * Every row is checked first; one bad row and nothing is imported (400, each bad line in
 * `fields` as `line N` or `line N: column`).
 */
export const importFitmentsBodySchema = z.object({
  mode: z.enum(['merge', 'replace'], { error: 'must be merge or replace' }).default('merge'),
});
export type ImportFitmentsBody = z.input<typeof importFitmentsBodySchema>;
