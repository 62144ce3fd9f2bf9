import {
  tyreSizeKey,
  type AdminVehicleFitmentsQuery,
  type AdminVehicleMakesQuery,
  type AdminVehicleModelsQuery,
  type Category,
  type createVehicleFitmentBodySchema,
  type createVehicleMakeBodySchema,
  type createVehicleModelBodySchema,
  type FitmentImportResult,
  type FitmentSize,
  type FitmentWithProducts,
  type ListVehicleMakesQuery,
  type ListVehicleModelsQuery,
  type ProductCard,
  type TyreSize,
  type updateVehicleFitmentBodySchema,
  type updateVehicleMakeBodySchema,
  type updateVehicleModelBodySchema,
  type VehicleFit,
  type VehicleFitment,
  type VehicleFitmentAnswer,
  type VehicleFitmentQuery,
  type VehicleFitsQuery,
  type VehicleMake,
  type VehicleModel,
  type VehicleType,
} from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import type { z } from 'zod';
import { AppError, fieldError, notFound } from '../../lib/http/errors';
import { onDuplicate, slugConflict } from '../../lib/http/store-errors';
import { escapeRegex } from '../../lib/store/escape-regex';
import type { Store } from '../../lib/store/store';
import { plural } from '../../lib/text/plural';
import type { CategoryReferrer } from '../categories/categories.service';
import type { ProductSearchHint, SizeProducts } from '../products/products.service';
import type { TyreSizeLookup } from '../tyre-sizes/tyre-sizes.service';
import { FinderAnswers, jsonOf, type JsonOf } from './finder-answers';
import { fitmentsCsvChunks, readFitmentsCsv } from './fitments-csv';
import { importFitments } from './fitments-import';
import {
  asciiDigits,
  fitmentKey,
  FitmentsRepository,
  foldName,
  MakesRepository,
  ModelsRepository,
  POSITION_ORDER,
  toFitment,
  toMake,
  toModel,
  type FitmentDoc,
  type MakeDoc,
  type ModelDoc,
} from './vehicles.repository';

type CreateMake = z.output<typeof createVehicleMakeBodySchema>;
type UpdateMake = z.output<typeof updateVehicleMakeBodySchema>;
type CreateModel = z.output<typeof createVehicleModelBodySchema>;
type UpdateModel = z.output<typeof updateVehicleModelBodySchema>;
type CreateFitment = z.output<typeof createVehicleFitmentBodySchema>;
type UpdateFitment = z.output<typeof updateVehicleFitmentBodySchema>;

/** A filter that names nothing: an empty page. */
const NONE = { items: [], total: 0 };

/**
 * The id of what a filter names (a make, model or type, by slug or id): undefined when the filter
 * is not given, null when it names nothing.
 */
async function idOf(
  value: string | undefined,
  find: (slugOrId: string) => Promise<{ _id: string } | null>,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  return (await find(value))?._id ?? null;
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

/** A search widens to vehicles only with a letter in it and this many characters. */
const SEARCH_MIN_LENGTH = 3;
/** At most this many models widen one search. */
const SEARCH_MAX_MODELS = 200;

const makeTaken = (key: string) =>
  key === 'slug'
    ? slugConflict()
    : new AppError('conflict', 'A make with this name already exists', {
        fields: { name: 'is already used' },
      });
const modelTaken = (key: string) =>
  key === 'slug'
    ? slugConflict()
    : new AppError('conflict', 'This make already has a model with this name', {
        fields: { name: 'is already used' },
      });
const fitmentExists = () =>
  new AppError('conflict', 'This model already has this size at this position for these years', {
    fields: { size: 'is already used' },
  });

const keyOf = (label: string): string => {
  const key = tyreSizeKey(label);
  // the contracts refuse a size tyreSizeKey cannot read: this is a bug if it happens
  if (key === null) throw new Error(`Unreadable size ${label}`);
  return key;
};

/** The order of the model lists: make, then model. */
const modelSortKey = (makeName: string, name: string) => `${foldName(makeName)}|${foldName(name)}`;

/** What a product search matches of a model: its names and its make's, in both languages, digits in ASCII. */
const modelSearchText = (m: Pick<ModelDoc, 'name' | 'nameBn' | 'makeName' | 'makeNameBn'>) =>
  asciiDigits([`${m.makeName} ${m.name}`, `${m.makeNameBn} ${m.nameBn}`, m.nameBn].map(foldName).join('\n'));

/** A fitment's years cover the year. */
const covers = (f: { yearFrom: number; yearTo: number | null }, year: number) =>
  f.yearFrom <= year && (f.yearTo === null || year <= f.yearTo);

/** A size of a fitment as the finder answers it: the label as written, its key and rim. */
interface SizeOfFitment {
  label: string;
  key: string;
  rim: number;
}

const sizeOfFitment = (label: string): SizeOfFitment => {
  const key = keyOf(label);
  // every key ends in its rim: 90/90-17, 4.00-8, 11.00-22.5
  return { label, key, rim: Number(key.slice(key.lastIndexOf('-') + 1)) };
};

/** A model with its fitments in the finder's order (front, rear, all; newest years first; size). */
interface Vehicle {
  model: VehicleModel;
  fitments: {
    _id: string;
    position: VehicleFitment['position'];
    yearFrom: number;
    yearTo: number | null;
    size: SizeOfFitment;
    alternatives: SizeOfFitment[];
  }[];
}

/** How many makes and models each vehicle type (category id) has; a type not in it has none. */
type TypeCounts = Record<string, { makes: number; models: number }>;

export class VehiclesService {
  private readonly makes: MakesRepository;
  private readonly models: ModelsRepository;
  private readonly fitments: FitmentsRepository;
  /** size label → key, computed once per label (the catalogue holds a few hundred sizes). */
  private readonly labelKeys = new Map<string, string | null>();
  /** One import at a time in this process (their plans read what the one before wrote). */
  private importing: Promise<unknown> = Promise.resolve();
  /** The public reads' answers, kept until the next vehicle write (here or in another instance). */
  private readonly answers: FinderAnswers;

  constructor(
    store: Store,
    private readonly deps: VehicleDeps,
  ) {
    this.makes = new MakesRepository(store);
    this.models = new ModelsRepository(store);
    this.fitments = new FitmentsRepository(store);
    this.answers = new FinderAnswers(store);
  }

  /** Runs a vehicle write; when it is done (or has failed) the kept answers go, here and elsewhere. */
  private async write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } finally {
      await this.answers.changed();
    }
  }

  // ------------------------------------------------------------------ links to other modules

  /** Models point at categories (their type): counted before a category is deleted, renamed with it. */
  readonly categoryReferrer: CategoryReferrer = {
    noun: 'vehicle model',
    countInCategory: (categoryId) => this.models.countOfType(categoryId),
    categoryRenamed: (category) =>
      this.write(async () => {
        await this.models.setWhere(
          { typeId: category._id },
          { typeSlug: category.slug, typeName: category.name, typeNameBn: category.nameBn },
        );
        const models = await this.models.find({ typeId: category._id });
        for (const model of models)
          await this.fitments.setWhere({ modelId: model._id }, { typeSlug: category.slug });
        const makeIds = new Set(models.map((m) => m.makeId));
        for (const makeId of makeIds) await this.refreshMake(makeId);
      }),
  };

  /** A product search naming a model (`pulsar`, `পালসার`) finds the products of that model's sizes. */
  readonly productSearch: ProductSearchHint = {
    sizeIdsFor: async (search) => {
      const text = asciiDigits(foldName(search));
      if (text.length < SEARCH_MIN_LENGTH || !/\p{L}/u.test(text)) return [];
      const modelIds = await this.models.idsMatching(new RegExp(escapeRegex(text)), SEARCH_MAX_MODELS);
      if (modelIds.length === 0) return [];
      const keys = new Set(await this.fitments.sizeKeysOfModels(modelIds));
      const index = await this.sizeIndex();
      return [...keys].flatMap((key) => index.get(key)?.map((s) => s._id) ?? []);
    },
  };

  /** The catalogue's tyre sizes by key (`tyreSizeKey` of their labels). */
  private async sizeIndex(): Promise<Map<string, TyreSize[]>> {
    const index = new Map<string, TyreSize[]>();
    for (const size of await this.deps.sizes.list({})) {
      let key = this.labelKeys.get(size.label);
      if (key === undefined) {
        key = tyreSizeKey(size.label);
        this.labelKeys.set(size.label, key);
      }
      if (key === null) continue;
      const list = index.get(key);
      if (list) list.push(size);
      else index.set(key, [size]);
    }
    return index;
  }

  // ------------------------------------------------------------------ public reads

  /**
   * The catalogue's categories that have models, in menu order, with their counts. The categories
   * are read at each request (their names and order change without the finder hearing of it); the
   * counts are kept until the next vehicle write.
   */
  async types(): Promise<VehicleType[]> {
    const [categories, counts] = await Promise.all([
      this.deps.categories.list(),
      this.answers.get('list', 'types', () => this.countsByType()),
    ]);
    return categories.flatMap((c) => {
      const count = counts[c._id];
      return count && count.models > 0
        ? [{ _id: c._id, slug: c.slug, name: c.name, nameBn: c.nameBn, ...count }]
        : [];
    });
  }

  /** The makes and models of every category, two indexed counts each. */
  private async countsByType(): Promise<TypeCounts> {
    const categories = await this.deps.categories.list();
    const counts = await Promise.all(
      categories.map(async (c) => {
        const [makes, models] = await Promise.all([
          this.makes.countOfType(c._id),
          this.models.countOfType(c._id),
        ]);
        return [c._id, { makes, models }] as const;
      }),
    );
    return Object.fromEntries(counts);
  }

  /**
   * The makes with models (of a type), by name, as the JSON sent. The type is looked up with them:
   * what the answer holds of a category (its slug) changes only by a rename, which is a vehicle
   * write here (`categoryRenamed`); a category without models has no makes, whatever its slug.
   */
  listMakes(query: ListVehicleMakesQuery): Promise<JsonOf<VehicleMake[]>> {
    const type = query.type?.toLowerCase();
    return this.answers.get('list', `makes|${type ?? ''}`, async () => {
      if (type === undefined) return jsonOf((await this.makes.withModels()).map(toMake));
      const found = await this.deps.categories.find(type);
      return jsonOf(found ? (await this.makes.ofType(found._id)).map(toMake) : []);
    });
  }

  /**
   * A make's models (of a type), by name, as the JSON sent. The make and the type are looked up
   * with them: makes change only here, and what a model holds of its type changes only by a
   * rename (see `listMakes`).
   */
  listModels(query: ListVehicleModelsQuery): Promise<JsonOf<VehicleModel[]>> {
    const make = query.make.toLowerCase();
    const type = query.type?.toLowerCase();
    return this.answers.get('list', `models|${make}|${type ?? ''}`, async () => {
      const [makeId, typeId] = await Promise.all([
        idOf(make, (v) => this.makes.findBySlugOrId(v)),
        idOf(type, (v) => this.deps.categories.find(v)),
      ]);
      if (!makeId || typeId === null) return jsonOf([]);
      return jsonOf((await this.models.ofMake(makeId, typeId)).map(toModel));
    });
  }

  /** The model a slug or id names with its fitments in the finder's order, or null. */
  private vehicle(slugOrId: string): Promise<Vehicle | null> {
    return this.answers.get('vehicle', slugOrId.toLowerCase(), async () => {
      const model = await this.models.findBySlugOrId(slugOrId);
      if (!model) return null;
      const rows = (await this.fitments.ofModel(model._id)).sort(
        (a, b) =>
          a.positionOrder - b.positionOrder || b.yearFrom - a.yearFrom || a.sizeKey.localeCompare(b.sizeKey),
      );
      return {
        model: toModel(model),
        fitments: rows.map((f) => ({
          _id: f._id,
          position: f.position,
          yearFrom: f.yearFrom,
          yearTo: f.yearTo,
          size: sizeOfFitment(f.size),
          alternatives: f.alternatives.map(sizeOfFitment),
        })),
      };
    });
  }

  /**
   * The sizes of each position for the year (every range without one), each with its active
   * products. The model and its fitments are kept until the next vehicle write; the catalogue's
   * sizes and the products are read at each request (the finder does not hear of their changes).
   */
  async fitment(query: VehicleFitmentQuery): Promise<VehicleFitmentAnswer> {
    const vehicle = await this.vehicle(query.model);
    if (!vehicle) throw notFound('Vehicle model');
    const year = query.year;
    const rows = year === undefined ? vehicle.fitments : vehicle.fitments.filter((f) => covers(f, year));
    if (rows.length === 0) return { model: vehicle.model, year: year ?? null, fitments: [] };
    const index = await this.sizeIndex();
    const cards = new Map<string, Promise<Page<ProductCard>>>();
    const sizeOf = async (size: SizeOfFitment): Promise<FitmentSize> => {
      const catalogue = index.get(size.key) ?? [];
      const tyreSizeIds = catalogue.map((s) => s._id);
      let products = cards.get(size.key);
      if (!products) {
        products =
          tyreSizeIds.length === 0
            ? Promise.resolve(NONE)
            : this.deps.products.activeOfSizes(tyreSizeIds, query.perSize);
        cards.set(size.key, products);
      }
      const { items, total } = await products;
      return { ...size, tyreSizeIds, products: items, total };
    };
    const fitments: FitmentWithProducts[] = await Promise.all(
      rows.map(async (f) => ({
        _id: f._id,
        position: f.position,
        yearFrom: f.yearFrom,
        yearTo: f.yearTo,
        size: await sizeOf(f.size),
        alternatives: await Promise.all(f.alternatives.map(sizeOf)),
      })),
    );
    return { model: vehicle.model, year: year ?? null, fitments };
  }

  /**
   * The vehicles an active product fits: one row per model and position whose original or
   * alternative size is the product's, years merged; originals first, then by make and model.
   */
  async fits(query: VehicleFitsQuery): Promise<Page<VehicleFit>> {
    const product = await this.deps.products.sizeOf(query.product);
    if (!product) throw notFound('Product');
    const key = tyreSizeKey(product.sizeLabel);
    if (!key) return NONE;
    const groups = new Map<string, VehicleFit & { sortKey: string }>();
    for (const f of await this.fitments.withSizeKey(key)) {
      const id = `${f.modelId}|${f.position}`;
      const alternative = f.sizeKey !== key;
      const seen = groups.get(id);
      if (!seen) {
        groups.set(id, {
          modelId: f.modelId,
          modelSlug: f.modelSlug,
          modelName: f.modelName,
          modelNameBn: f.modelNameBn,
          makeSlug: f.makeSlug,
          makeName: f.makeName,
          makeNameBn: f.makeNameBn,
          typeSlug: f.typeSlug,
          position: f.position,
          yearFrom: f.yearFrom,
          yearTo: f.yearTo,
          alternative,
          sortKey: f.sortKey,
        });
        continue;
      }
      seen.yearFrom = Math.min(seen.yearFrom, f.yearFrom);
      seen.yearTo = seen.yearTo === null || f.yearTo === null ? null : Math.max(seen.yearTo, f.yearTo);
      seen.alternative &&= alternative;
    }
    const all = [...groups.values()].sort(
      (a, b) =>
        Number(a.alternative) - Number(b.alternative) ||
        a.sortKey.localeCompare(b.sortKey) ||
        POSITION_ORDER[a.position] - POSITION_ORDER[b.position],
    );
    const items = all.slice(query.page * query.size, (query.page + 1) * query.size).map((fit) => {
      const { sortKey, ...rest } = fit;
      void sortKey;
      return rest;
    });
    return { items, total: all.length };
  }

  // ------------------------------------------------------------------ makes (admin)

  async allMakes(query: AdminVehicleMakesQuery): Promise<Page<VehicleMake>> {
    const { items, total } = await this.makes.page(query.search || undefined, query.page, query.size);
    return { items: items.map(toMake), total };
  }

  private async loadMake(id: string): Promise<MakeDoc> {
    const doc = await this.makes.findById(id);
    if (!doc) throw notFound('Vehicle make');
    return doc;
  }

  createMake(body: CreateMake): Promise<VehicleMake> {
    return this.write(async () => {
      const now = new Date().toISOString();
      const doc = await onDuplicate(
        this.makes.insert(
          {
            name: body.name,
            nameBn: body.nameBn ?? '',
            nameKey: foldName(body.name),
            typeIds: [],
            types: [],
            modelCount: 0,
            createdAt: now,
            updatedAt: now,
          },
          { wanted: body.slug, from: body.name },
        ),
        makeTaken,
      );
      return toMake(doc);
    });
  }

  /** A new name or slug reaches its models and fitments (they carry copies for fast lists). */
  updateMake(id: string, body: UpdateMake): Promise<VehicleMake> {
    return this.write(async () => {
      const before = await this.loadMake(id);
      const set: Partial<MakeDoc> = {};
      if (body.name !== undefined) Object.assign(set, { name: body.name, nameKey: foldName(body.name) });
      if (body.nameBn !== undefined) set.nameBn = body.nameBn;
      if (body.slug !== undefined) set.slug = body.slug;
      const make = await onDuplicate(this.makes.update(id, set), makeTaken);
      if (!make) throw notFound('Vehicle make');
      if (make.name !== before.name || make.nameBn !== before.nameBn || make.slug !== before.slug) {
        for (const model of await this.models.ofMake(make._id)) {
          const updated = await this.models.set(model._id, {
            makeName: make.name,
            makeNameBn: make.nameBn,
            makeSlug: make.slug,
            sortKey: modelSortKey(make.name, model.name),
            searchText: modelSearchText({ ...model, makeName: make.name, makeNameBn: make.nameBn }),
          });
          if (updated) await this.copyModelToFitments(updated);
        }
      }
      return toMake(make);
    });
  }

  /** A make that still has models is kept (409). */
  deleteMake(id: string): Promise<void> {
    return this.write(async () => {
      const make = await this.loadMake(id);
      const count = await this.models.countOfMake(make._id);
      if (count) throw new AppError('conflict', `This make has ${plural(count, 'model')}; delete them first`);
      await this.makes.delete(make._id);
    });
  }

  /** A make's types and model count, from its models (after a model is added, moved or deleted). */
  private async refreshMake(makeId: string): Promise<void> {
    const models = await this.models.typesOfMake(makeId);
    const typeIds = new Set(models.map((m) => m.typeId));
    const categories = await this.deps.categories.list();
    const types = categories.filter((c) => typeIds.has(c._id));
    await this.makes.set(makeId, {
      typeIds: types.map((c) => c._id),
      types: types.map((c) => c.slug),
      modelCount: models.length,
    });
  }

  // ------------------------------------------------------------------ models (admin)

  async allModels(query: AdminVehicleModelsQuery): Promise<Page<VehicleModel>> {
    const makeId = await idOf(query.make, (v) => this.makes.findBySlugOrId(v));
    const typeId = await idOf(query.type, (v) => this.deps.categories.find(v));
    if (makeId === null || typeId === null) return NONE;
    const { items, total } = await this.models.page(
      { makeId, typeId, search: query.search || undefined },
      query.page,
      query.size,
    );
    return { items: items.map(toModel), total };
  }

  private async loadModel(id: string): Promise<ModelDoc> {
    const doc = await this.models.findById(id);
    if (!doc) throw notFound('Vehicle model');
    return doc;
  }

  /** The make a body names, or a 400 on `make`. */
  private async requireMake(slugOrId: string): Promise<MakeDoc> {
    const make = await this.makes.findBySlugOrId(slugOrId);
    if (!make) throw fieldError('make', 'does not exist');
    return make;
  }

  createModel(body: CreateModel): Promise<VehicleModel> {
    return this.write(async () => {
      const make = await this.requireMake(body.make);
      const type = await this.deps.categories.require(body.type, 'type');
      const now = new Date().toISOString();
      const fields = {
        name: body.name,
        nameBn: body.nameBn ?? '',
        makeId: make._id,
        makeSlug: make.slug,
        makeName: make.name,
        makeNameBn: make.nameBn,
        typeId: type._id,
        typeSlug: type.slug,
        typeName: type.name,
        typeNameBn: type.nameBn,
        yearFrom: body.yearFrom,
        yearTo: body.yearTo,
        generations: body.generations,
      };
      const doc = await onDuplicate(
        this.models.insert(
          {
            ...fields,
            nameKey: `${make._id}:${foldName(body.name)}`,
            sortKey: modelSortKey(make.name, body.name),
            searchText: modelSearchText(fields),
            createdAt: now,
            updatedAt: now,
          },
          { wanted: body.slug, from: `${make.slug} ${body.name}` },
        ),
        modelTaken,
      );
      await this.refreshMake(make._id);
      return toModel(doc);
    });
  }

  updateModel(id: string, body: UpdateModel): Promise<VehicleModel> {
    return this.write(async () => {
      const before = await this.loadModel(id);
      const yearFrom = body.yearFrom ?? before.yearFrom;
      const yearTo = body.yearTo !== undefined ? body.yearTo : before.yearTo;
      if (yearTo !== null && yearTo < yearFrom) throw fieldError('yearTo', 'must not be before yearFrom');
      const make =
        body.make !== undefined ? await this.requireMake(body.make) : await this.loadMake(before.makeId);
      const set: Partial<ModelDoc> = {
        yearFrom,
        yearTo,
        makeId: make._id,
        makeSlug: make.slug,
        makeName: make.name,
        makeNameBn: make.nameBn,
      };
      if (body.type !== undefined) {
        const type = await this.deps.categories.require(body.type, 'type');
        Object.assign(set, {
          typeId: type._id,
          typeSlug: type.slug,
          typeName: type.name,
          typeNameBn: type.nameBn,
        });
      }
      if (body.generations !== undefined) set.generations = body.generations;
      if (body.slug !== undefined) set.slug = body.slug;
      const name = body.name ?? before.name;
      const nameBn = body.nameBn ?? before.nameBn;
      Object.assign(set, {
        name,
        nameBn,
        nameKey: `${make._id}:${foldName(name)}`,
        sortKey: modelSortKey(make.name, name),
        searchText: modelSearchText({ name, nameBn, makeName: make.name, makeNameBn: make.nameBn }),
      });
      const model = await onDuplicate(this.models.update(id, set), modelTaken);
      if (!model) throw notFound('Vehicle model');
      await this.copyModelToFitments(model);
      await this.refreshMake(model.makeId);
      if (before.makeId !== model.makeId) await this.refreshMake(before.makeId);
      return toModel(model);
    });
  }

  /** Keeps the fitments' copies of the model's and make's names, slugs and type in step. */
  private async copyModelToFitments(model: ModelDoc): Promise<void> {
    await this.fitments.setWhere(
      { modelId: model._id },
      {
        modelSlug: model.slug,
        modelName: model.name,
        modelNameBn: model.nameBn,
        makeId: model.makeId,
        makeSlug: model.makeSlug,
        makeName: model.makeName,
        makeNameBn: model.makeNameBn,
        typeSlug: model.typeSlug,
        sortKey: model.sortKey,
      },
    );
  }

  /** Removes the model and its fitments. */
  deleteModel(id: string): Promise<number> {
    return this.write(async () => {
      const model = await this.loadModel(id);
      const removed = await this.fitments.deleteOfModel(model._id);
      await this.models.delete(model._id);
      await this.refreshMake(model.makeId);
      return removed;
    });
  }

  // ------------------------------------------------------------------ fitments (admin)

  async allFitments(query: AdminVehicleFitmentsQuery): Promise<Page<VehicleFitment>> {
    const makeId = await idOf(query.make, (v) => this.makes.findBySlugOrId(v));
    const modelId = await idOf(query.model, (v) => this.models.findBySlugOrId(v));
    if (makeId === null || modelId === null) return NONE;
    const sizeKey = query.sizeLabel === undefined ? undefined : keyOf(query.sizeLabel);
    const { items, total } = await this.fitments.page({ makeId, modelId, sizeKey }, query.page, query.size);
    return { items: items.map(toFitment), total };
  }

  /** The fields of a fitment of the model with these years, position and sizes. */
  private fitmentFields(
    model: ModelDoc,
    f: {
      yearFrom: number;
      yearTo: number | null;
      position: VehicleFitment['position'];
      size: string;
      alternatives: string[];
    },
  ): Omit<FitmentDoc, '_id' | 'createdAt' | 'updatedAt'> {
    const sizeKey = keyOf(f.size);
    const alternativeKeys = f.alternatives.map(keyOf);
    return {
      modelId: model._id,
      modelSlug: model.slug,
      modelName: model.name,
      modelNameBn: model.nameBn,
      makeId: model.makeId,
      makeSlug: model.makeSlug,
      makeName: model.makeName,
      makeNameBn: model.makeNameBn,
      typeSlug: model.typeSlug,
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
      sortKey: model.sortKey,
      positionOrder: POSITION_ORDER[f.position],
    };
  }

  private async requireModel(slugOrId: string): Promise<ModelDoc> {
    const model = await this.models.findBySlugOrId(slugOrId);
    if (!model) throw fieldError('model', 'does not exist');
    return model;
  }

  createFitment(body: CreateFitment): Promise<VehicleFitment> {
    return this.write(async () => {
      const model = await this.requireModel(body.model);
      const now = new Date().toISOString();
      const doc = await onDuplicate(
        this.fitments.insert({ ...this.fitmentFields(model, body), createdAt: now, updatedAt: now }),
        fitmentExists,
      );
      return toFitment(doc);
    });
  }

  /** Checks the merged record (years in order, the size not among its alternatives), then writes. */
  updateFitment(id: string, body: UpdateFitment): Promise<VehicleFitment> {
    return this.write(async () => {
      const before = await this.fitments.findById(id);
      if (!before) throw notFound('Vehicle fitment');
      const model =
        body.model !== undefined ? await this.requireModel(body.model) : await this.loadModel(before.modelId);
      const merged = {
        yearFrom: body.yearFrom ?? before.yearFrom,
        yearTo: body.yearTo !== undefined ? body.yearTo : before.yearTo,
        position: body.position ?? before.position,
        size: body.size ?? before.size,
        alternatives: body.alternatives ?? before.alternatives,
      };
      if (merged.yearTo !== null && merged.yearTo < merged.yearFrom)
        throw fieldError('yearTo', 'must not be before yearFrom');
      if (merged.alternatives.some((alt) => keyOf(alt) === keyOf(merged.size)))
        throw fieldError('alternatives', 'is listed twice');
      const fitment = await onDuplicate(
        this.fitments.set(id, { ...this.fitmentFields(model, merged), updatedAt: new Date().toISOString() }),
        fitmentExists,
      );
      if (!fitment) throw notFound('Vehicle fitment');
      return toFitment(fitment);
    });
  }

  deleteFitment(id: string): Promise<void> {
    return this.write(async () => {
      if (!(await this.fitments.delete(id))) throw notFound('Vehicle fitment');
    });
  }

  // ------------------------------------------------------------------ CSV

  /** Every fitment as CSV, in pieces (make, model, position, years). */
  async exportCsv(): Promise<Generator<string>> {
    const rows = await this.fitments.all();
    return fitmentsCsvChunks(
      rows.map((f) => ({
        makeName: f.makeName,
        modelName: f.modelName,
        yearFrom: f.yearFrom,
        yearTo: f.yearTo,
        position: f.position,
        size: f.size,
        alternatives: f.alternatives,
      })),
    );
  }

  /**
   * Imports the CSV, all or nothing: every row is read and checked, the makes and models it
   * names are looked up, and only then is anything written (see `importFitments`). One import
   * runs at a time in this process.
   */
  importCsv(bytes: Buffer, mode: 'merge' | 'replace'): Promise<FitmentImportResult> {
    const run = this.importing.then(() =>
      this.write(async () => {
        const { rows, errors } = readFitmentsCsv(bytes);
        return importFitments(
          {
            fitments: this.fitments,
            modelsOf: async (makeText) => {
              const make =
                (await this.makes.byNameKey(foldName(makeText))) ??
                (await this.makes.findBySlugOrId(makeText.trim()));
              return make && { make, models: await this.models.ofMake(make._id) };
            },
            fieldsOf: (model, row) => this.fitmentFields(model, row),
          },
          rows,
          errors,
          mode,
        );
      }),
    );
    this.importing = run.catch(() => undefined);
    return run;
  }
}
