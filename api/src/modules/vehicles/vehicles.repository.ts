import type { VehicleFitment, VehicleMake, VehicleModel, VehiclePosition } from '@tyre/contracts';
import { escapeRegex } from '../../lib/store/escape-regex';
import { SluggedRepository } from '../../lib/store/slugged-repository';
import type { Collection, Filter, NewDoc, Store } from '../../lib/store/store';

/** A make as stored: `nameKey` (the name folded) keeps names unique; `typeIds` index the makes of a type. */
export interface MakeDoc extends VehicleMake {
  nameKey: string;
  typeIds: string[];
}

/**
 * A model as stored: `nameKey` (make id + folded name) keeps names unique within a make,
 * `sortKey` orders the admin list (make, then model), `searchText` is what a product search
 * matches (both languages, make and model, digits in ASCII).
 */
export interface ModelDoc extends VehicleModel {
  nameKey: string;
  sortKey: string;
  searchText: string;
}

/**
 * A fitment as stored: `key` (model, years, position, size key) is unique; `sizeKeys` holds the
 * keys of the original size and of each alternative (the fits of a product), `alternativeKeys`
 * those of the alternatives alone; `sortKey` (the model's) and `positionOrder` order lists.
 */
export interface FitmentDoc extends VehicleFitment {
  key: string;
  sizeKeys: string[];
  alternativeKeys: string[];
  sortKey: string;
  positionOrder: number;
}

/** A name as compared for uniqueness and sorted: spaces squeezed, case folded. */
export const foldName = (name: string): string =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

const BENGALI_ZERO = 0x09e6;
/** Bengali digits as ASCII, so that `পালসার ১৫০` and `পালসার 150` search alike. */
export const asciiDigits = (text: string): string =>
  text.replace(/[\u09e6-\u09ef]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));

export const POSITION_ORDER: Record<VehiclePosition, number> = { front: 0, rear: 1, all: 2 };

export const fitmentKey = (f: {
  modelId: string;
  yearFrom: number;
  yearTo: number | null;
  position: VehiclePosition;
  sizeKey: string;
}): string => `${f.modelId}|${f.yearFrom}|${f.yearTo ?? ''}|${f.position}|${f.sizeKey}`;

const MODEL_LIST = { sortKey: 1 } as const;
const FITMENT_LIST = { sortKey: 1, modelId: 1, positionOrder: 1, yearFrom: 1, sizeKey: 1 } as const;

export function toMake(doc: MakeDoc): VehicleMake {
  const { nameKey, typeIds, ...make } = doc;
  void nameKey;
  void typeIds;
  return make;
}

export function toModel(doc: ModelDoc): VehicleModel {
  const { nameKey, sortKey, searchText, ...model } = doc;
  void nameKey;
  void sortKey;
  void searchText;
  return model;
}

export function toFitment(doc: FitmentDoc): VehicleFitment {
  const { key, sizeKeys, alternativeKeys, sortKey, positionOrder, ...fitment } = doc;
  void key;
  void sizeKeys;
  void alternativeKeys;
  void sortKey;
  void positionOrder;
  return fitment;
}

export class MakesRepository extends SluggedRepository<MakeDoc> {
  constructor(store: Store) {
    super(
      store.collection<MakeDoc>('vehicle_makes', [
        { fields: { slug: 1 }, unique: true },
        { fields: { nameKey: 1 }, unique: true },
        // the makes of a type (GET /vehicles/makes?type=, and their count in GET /vehicles/types)
        { fields: { typeIds: 1 } },
        // the makes with models (GET /vehicles/makes)
        { fields: { modelCount: 1 } },
      ]),
    );
  }

  /** The makes with models of the type, by name. */
  ofType(typeId: string): Promise<MakeDoc[]> {
    return this.col.find({ typeIds: typeId }, { sort: { nameKey: 1 } });
  }

  /** Every make that has a model, by name. */
  withModels(): Promise<MakeDoc[]> {
    return this.col.find({ modelCount: { $gt: 0 } }, { sort: { nameKey: 1 } });
  }

  /** How many makes have models of the type. */
  countOfType(typeId: string): Promise<number> {
    return this.col.count({ typeIds: typeId });
  }

  byNameKey(nameKey: string): Promise<MakeDoc | null> {
    return this.col.findOne({ nameKey });
  }

  async page(
    search: string | undefined,
    page: number,
    size: number,
  ): Promise<{ items: MakeDoc[]; total: number }> {
    const filter: Filter<MakeDoc> = {};
    if (search) {
      const pattern = new RegExp(escapeRegex(search.normalize('NFC')), 'i');
      filter.$or = [{ name: pattern }, { nameBn: pattern }];
    }
    const [items, total] = await Promise.all([
      this.col.find(filter, { sort: { nameKey: 1 }, skip: page * size, limit: size }),
      this.col.count(filter),
    ]);
    return { items, total };
  }

  set(id: string, set: Partial<Omit<MakeDoc, '_id'>>): Promise<MakeDoc | null> {
    return this.col.updateOne({ _id: id }, { $set: set });
  }
}

export class ModelsRepository extends SluggedRepository<ModelDoc> {
  constructor(store: Store) {
    super(
      store.collection<ModelDoc>('vehicle_models', [
        { fields: { slug: 1 }, unique: true },
        { fields: { nameKey: 1 }, unique: true },
        { fields: { makeId: 1 } },
        { fields: { typeId: 1 } },
        {
          fields: { makeId: 1, typeId: 1, nameKey: 1 },
          embedded:
            'makeId and typeId are indexed alone: the one matching fewer models gives the candidates; the sort runs in memory',
        },
        { fields: { sortKey: 1 } },
      ]),
    );
  }

  /** A make's models (of one type when given), by name. */
  ofMake(makeId: string, typeId?: string): Promise<ModelDoc[]> {
    const filter: Filter<ModelDoc> = { makeId };
    if (typeId) filter.typeId = typeId;
    return this.col.find(filter, { sort: { nameKey: 1 } });
  }

  countOfType(typeId: string): Promise<number> {
    return this.col.count({ typeId });
  }

  countOfMake(makeId: string): Promise<number> {
    return this.col.count({ makeId });
  }

  /** The vehicle types (and their slugs) a make's models are of. */
  typesOfMake(makeId: string): Promise<Pick<ModelDoc, '_id' | 'typeId'>[]> {
    return this.col.find({ makeId }, { projection: { typeId: 1 } });
  }

  byNameKey(nameKey: string): Promise<ModelDoc | null> {
    return this.col.findOne({ nameKey });
  }

  /** Ids of the models whose names (either language, with or without the make) contain the text. */
  async idsMatching(pattern: RegExp, limit: number): Promise<string[]> {
    return (await this.col.find({ searchText: pattern }, { projection: { _id: 1 }, limit })).map(
      (m) => m._id,
    );
  }

  async page(
    filter: { makeId?: string; typeId?: string; search?: string },
    page: number,
    size: number,
  ): Promise<{ items: ModelDoc[]; total: number }> {
    const where: Filter<ModelDoc> = {};
    if (filter.makeId) where.makeId = filter.makeId;
    if (filter.typeId) where.typeId = filter.typeId;
    if (filter.search) {
      where.searchText = new RegExp(escapeRegex(asciiDigits(foldName(filter.search))));
    }
    const [items, total] = await Promise.all([
      this.col.find(where, { sort: MODEL_LIST, skip: page * size, limit: size }),
      this.col.count(where),
    ]);
    return { items, total };
  }

  set(id: string, set: Partial<Omit<ModelDoc, '_id'>>): Promise<ModelDoc | null> {
    return this.col.updateOne({ _id: id }, { $set: set });
  }

  setWhere(filter: Filter<ModelDoc>, set: Partial<Omit<ModelDoc, '_id'>>): Promise<number> {
    return this.col.updateMany(filter, { $set: set });
  }

  find(filter: Filter<ModelDoc>): Promise<ModelDoc[]> {
    return this.col.find(filter);
  }
}

export class FitmentsRepository {
  private readonly col: Collection<FitmentDoc>;

  constructor(store: Store) {
    this.col = store.collection<FitmentDoc>('vehicle_fitments', [
      { fields: { key: 1 }, unique: true },
      { fields: { modelId: 1 } },
      { fields: { makeId: 1 } },
      // the vehicles a size fits (a product page, a product search): one entry per size key
      { fields: { sizeKeys: 1 } },
      {
        fields: { sortKey: 1, modelId: 1, positionOrder: 1, yearFrom: 1, sizeKey: 1 },
        embedded: 'sortKey is indexed; the admin list and the export sort in memory',
      },
    ]);
  }

  findById(id: string): Promise<FitmentDoc | null> {
    return this.col.findById(id);
  }

  ofModel(modelId: string): Promise<FitmentDoc[]> {
    return this.col.find({ modelId });
  }

  /** The fitments of several models (a search, an import). */
  ofModels(modelIds: string[]): Promise<FitmentDoc[]> {
    if (modelIds.length === 0) return Promise.resolve([]);
    return this.col.find({ modelId: { $in: modelIds } });
  }

  /** The size keys of several models' fitments (a product search). */
  async sizeKeysOfModels(modelIds: string[]): Promise<string[]> {
    if (modelIds.length === 0) return [];
    const rows = await this.col.find({ modelId: { $in: modelIds } }, { projection: { sizeKeys: 1 } });
    return rows.flatMap((r) => r.sizeKeys);
  }

  /** Fitments whose original or alternative size has the key. */
  withSizeKey(sizeKey: string): Promise<FitmentDoc[]> {
    return this.col.find({ sizeKeys: sizeKey });
  }

  countOfModel(modelId: string): Promise<number> {
    return this.col.count({ modelId });
  }

  async page(
    filter: { makeId?: string; modelId?: string; sizeKey?: string },
    page: number,
    size: number,
  ): Promise<{ items: FitmentDoc[]; total: number }> {
    const where: Filter<FitmentDoc> = {};
    if (filter.makeId) where.makeId = filter.makeId;
    if (filter.modelId) where.modelId = filter.modelId;
    if (filter.sizeKey) where.sizeKeys = filter.sizeKey;
    const [items, total] = await Promise.all([
      this.col.find(where, { sort: FITMENT_LIST, skip: page * size, limit: size }),
      this.col.count(where),
    ]);
    return { items, total };
  }

  /** Every fitment in the export's order: make, model, position, years. */
  all(): Promise<FitmentDoc[]> {
    return this.col.find({}, { sort: FITMENT_LIST });
  }

  /** A fitment already there (same model, years, position and size) throws `DuplicateKeyError`. */
  insert(doc: Omit<FitmentDoc, '_id'>): Promise<FitmentDoc> {
    return this.col.insertOne(doc);
  }

  insertMany(docs: NewDoc<FitmentDoc>[]): Promise<FitmentDoc[]> {
    return this.col.insertMany(docs);
  }

  set(id: string, set: Partial<Omit<FitmentDoc, '_id'>>): Promise<FitmentDoc | null> {
    return this.col.updateOne({ _id: id }, { $set: set });
  }

  setWhere(filter: Filter<FitmentDoc>, set: Partial<Omit<FitmentDoc, '_id'>>): Promise<number> {
    return this.col.updateMany(filter, { $set: set });
  }

  delete(id: string): Promise<FitmentDoc | null> {
    return this.col.deleteOne({ _id: id });
  }

  deleteMany(ids: string[]): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    return this.col.deleteMany({ _id: { $in: ids } });
  }

  deleteOfModel(modelId: string): Promise<number> {
    return this.col.deleteMany({ modelId });
  }
}
