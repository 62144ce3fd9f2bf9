import { tyreSizeKey, type Category, type VehicleFitment } from '@tyre/contracts';
import type { SizeProducts } from '../products/products.service';
import type { TyreSizeLookup } from '../tyre-sizes/tyre-sizes.service';
import {
  asciiDigits,
  fitmentKey,
  foldName,
  POSITION_ORDER,
  type FitmentsRepository,
  type FitmentDoc,
  type MakesRepository,
  type ModelDoc,
  type ModelsRepository,
} from './vehicles.repository';

// What the vehicle services (the public finder, the admin's CRUD, the CSV import and export) share:
// the three repositories, the modules they read, and how a stored record's derived fields are made.

/** The vehicle data's repositories, built once and shared by the vehicle services. */
export interface VehicleRepositories {
  makes: MakesRepository;
  models: ModelsRepository;
  fitments: FitmentsRepository;
}

/** What the vehicle finder asks of categories (its vehicle types). */
export interface VehicleCategories {
  find(slugOrId: string): Promise<Category | null>;
  require(slugOrId: string, field?: string): Promise<Category>;
  list(): Promise<Category[]>;
}

/** The modules the vehicle finder reads: categories (types), tyre sizes and products. */
export interface VehicleDeps {
  categories: VehicleCategories;
  sizes: TyreSizeLookup;
  products: SizeProducts;
}

/** A filter that names nothing: an empty page. */
export const NONE = { items: [], total: 0 };

/**
 * The id of what a filter names (a make, model or type, by slug or id): undefined when the filter
 * is not given, null when it names nothing.
 */
export async function idOf(
  value: string | undefined,
  find: (slugOrId: string) => Promise<{ _id: string } | null>,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  return (await find(value))?._id ?? null;
}

export const keyOf = (label: string): string => {
  const key = tyreSizeKey(label);
  // the contracts refuse a size tyreSizeKey cannot read: this is a bug if it happens
  if (key === null) throw new Error(`Unreadable size ${label}`);
  return key;
};

/** The order of the model lists: make, then model. */
export const modelSortKey = (makeName: string, name: string) => `${foldName(makeName)}|${foldName(name)}`;

/** What a product search matches of a model: its names and its make's, in both languages, digits in ASCII. */
export const modelSearchText = (m: Pick<ModelDoc, 'name' | 'nameBn' | 'makeName' | 'makeNameBn'>) =>
  asciiDigits([`${m.makeName} ${m.name}`, `${m.makeNameBn} ${m.nameBn}`, m.nameBn].map(foldName).join('\n'));

/** What a fitment keeps of its model, its make and its type (copies, for fast lists), and its order. */
export const modelCopy = (model: ModelDoc) => ({
  modelSlug: model.slug,
  modelName: model.name,
  modelNameBn: model.nameBn,
  makeId: model.makeId,
  makeSlug: model.makeSlug,
  makeName: model.makeName,
  makeNameBn: model.makeNameBn,
  typeSlug: model.typeSlug,
  sortKey: model.sortKey,
});

/** The stored fields of a fitment, without its id and dates. */
export type FitmentFields = Omit<FitmentDoc, '_id' | 'createdAt' | 'updatedAt'>;

/** The fields of a fitment of the model with these years, position and sizes. */
export function fitmentFields(
  model: ModelDoc,
  f: {
    yearFrom: number;
    yearTo: number | null;
    position: VehicleFitment['position'];
    size: string;
    alternatives: string[];
  },
): FitmentFields {
  const sizeKey = keyOf(f.size);
  const alternativeKeys = f.alternatives.map(keyOf);
  return {
    modelId: model._id,
    ...modelCopy(model),
    yearFrom: f.yearFrom,
    yearTo: f.yearTo,
    position: f.position,
    size: f.size,
    sizeKey,
    alternatives: f.alternatives,
    alternativeKeys,
    sizeKeys: [sizeKey, ...alternativeKeys],
    key: fitmentKey({
      modelId: model._id,
      yearFrom: f.yearFrom,
      yearTo: f.yearTo,
      position: f.position,
      sizeKey,
    }),
    positionOrder: POSITION_ORDER[f.position],
  };
}
