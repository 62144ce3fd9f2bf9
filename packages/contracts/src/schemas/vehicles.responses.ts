// What the vehicle finder's routes (`/vehicles/...`) answer.
import { z } from 'zod';
import { productCardSchema } from './products.responses';
import { id, timestamp } from './response-fields';
import { VEHICLE_POSITIONS } from '../vehicle-constants';

const year = z.number().int();
const yearTo = z.number().int().nullable().describe('null: still made (the range runs to this year)');
const bangla = (what: string) => z.string().describe(`${what}; '' when none`);

const position = z
  .enum(VEHICLE_POSITIONS)
  .describe('front wheel(s), rear wheel(s), or every wheel (cars, trucks, three-wheelers)');

export const vehicleTypeSchema = z
  .object({
    _id: id.describe("the catalogue category's id"),
    slug: z.string().describe("the catalogue category's slug: motorcycle, passenger-car, ..."),
    name: z.string(),
    nameBn: bangla('Bangla name'),
    makes: z.number().int().describe('makes with models of this type'),
    models: z.number().int(),
  })
  .meta({ id: 'VehicleType' });

export const vehicleMakeSchema = z
  .object({
    _id: id,
    slug: z.string(),
    name: z.string(),
    nameBn: bangla('Bangla name'),
    types: z.array(z.string()).describe('slugs of the vehicle types its models are of'),
    modelCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'VehicleMake' });

export const vehicleGenerationSchema = z
  .object({ name: z.string().describe('e.g. E160'), yearFrom: year, yearTo })
  .meta({ id: 'VehicleGeneration' });

export const vehicleModelSchema = z
  .object({
    _id: id,
    slug: z.string().describe('unique over all makes, e.g. bajaj-pulsar-150: the key of "my vehicle"'),
    name: z.string().describe('without the make, e.g. Pulsar 150'),
    nameBn: bangla('Bangla name'),
    makeId: id,
    makeSlug: z.string(),
    makeName: z.string(),
    makeNameBn: bangla("the make's Bangla name"),
    typeId: id,
    typeSlug: z.string(),
    typeName: z.string(),
    typeNameBn: bangla("the type's Bangla name"),
    yearFrom: year.describe('first model year'),
    yearTo,
    generations: z.array(vehicleGenerationSchema),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'VehicleModel' });

export const vehicleFitmentSchema = z
  .object({
    _id: id,
    modelId: id,
    modelSlug: z.string(),
    modelName: z.string(),
    modelNameBn: bangla("the model's Bangla name"),
    makeId: id,
    makeSlug: z.string(),
    makeName: z.string(),
    makeNameBn: bangla("the make's Bangla name"),
    typeSlug: z.string(),
    yearFrom: year,
    yearTo,
    position,
    size: z.string().describe("the original size as the vehicle's maker writes it"),
    sizeKey: z.string().describe('the size normalised (tyreSizeKey): 90/90-17, 185/65-15, 4.00-8'),
    alternatives: z.array(z.string()).describe('other sizes that fit, as written'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'VehicleFitment' });

export const fitmentSizeSchema = z
  .object({
    label: z.string().describe('as written in the fitment'),
    key: z.string().describe('normalised: equal keys are one size'),
    rim: z.number().describe('rim in inches read from the size, for a size search (finder `rim`)'),
    tyreSizeIds: z
      .array(id)
      .describe("the catalogue's tyre sizes of this key (GET /products/finder?tyreSize=)"),
    products: z
      .array(productCardSchema)
      .describe('active products of this size, in stock first, then newest'),
    total: z.number().int().describe('active products of this size in all'),
  })
  .meta({ id: 'FitmentSize' });

export const fitmentWithProductsSchema = z
  .object({
    _id: id,
    position,
    yearFrom: year,
    yearTo,
    size: fitmentSizeSchema,
    alternatives: z.array(fitmentSizeSchema),
  })
  .meta({ id: 'FitmentWithProducts' });

export const vehicleFitmentAnswerSchema = z
  .object({
    model: vehicleModelSchema,
    year: z.number().int().nullable().describe('the year asked for; null: every year range'),
    fitments: z
      .array(fitmentWithProductsSchema)
      .describe('front, rear, then all; the newest year range first; [] when none is known'),
  })
  .meta({ id: 'VehicleFitmentAnswer' });

export const vehicleFitSchema = z
  .object({
    modelId: id,
    modelSlug: z.string(),
    modelName: z.string(),
    modelNameBn: bangla("the model's Bangla name"),
    makeSlug: z.string(),
    makeName: z.string(),
    makeNameBn: bangla("the make's Bangla name"),
    typeSlug: z.string(),
    position,
    yearFrom: year.describe('the first year of all its matching fitment rows'),
    yearTo: yearTo.describe('the last year of all its matching fitment rows; null: still made'),
    alternative: z.boolean().describe('true when the size is only an alternative for this vehicle'),
  })
  .meta({ id: 'VehicleFit' });

export const fitmentImportResultSchema = z
  .object({
    message: z.string(),
    rows: z.number().int().describe('fitment rows in the file'),
    created: z.number().int(),
    updated: z.number().int().describe('rows already stored whose alternatives changed'),
    unchanged: z.number().int(),
    removed: z.number().int().describe('fitments removed by mode=replace'),
  })
  .meta({ id: 'FitmentImportResult' });

export type VehicleType = z.infer<typeof vehicleTypeSchema>;
export type VehicleMake = z.infer<typeof vehicleMakeSchema>;
export type VehicleGeneration = z.infer<typeof vehicleGenerationSchema>;
export type VehicleModel = z.infer<typeof vehicleModelSchema>;
export type VehicleFitment = z.infer<typeof vehicleFitmentSchema>;
export type FitmentSize = z.infer<typeof fitmentSizeSchema>;
export type FitmentWithProducts = z.infer<typeof fitmentWithProductsSchema>;
export type VehicleFitmentAnswer = z.infer<typeof vehicleFitmentAnswerSchema>;
export type VehicleFit = z.infer<typeof vehicleFitSchema>;
export type FitmentImportResult = z.infer<typeof fitmentImportResultSchema>;
