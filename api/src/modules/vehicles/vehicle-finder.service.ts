import {
  tyreSizeKey,
  type FitmentSize,
  type FitmentWithProducts,
  type ListVehicleMakesQuery,
  type ListVehicleModelsQuery,
  type ProductCard,
  type TyreSize,
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
import { notFound } from '../../lib/http/errors';
import { escapeRegex } from '../../lib/store/escape-regex';
import type { ProductSearchHint } from '../products/products.service';
import { jsonOf, type FinderAnswers, type JsonOf } from './finder-answers';
import { idOf, keyOf, NONE, type VehicleDeps, type VehicleRepositories } from './vehicles-shared';
import { asciiDigits, foldName, POSITION_ORDER, toMake, toModel } from './vehicles.repository';

/** A search widens to vehicles only with a letter in it and this many characters. */
const SEARCH_MIN_LENGTH = 3;
/** At most this many models widen one search. */
const SEARCH_MAX_MODELS = 200;

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

/**
 * The public vehicle finder: the types, makes and models to choose from, a model's sizes with the
 * tyres of each, the vehicles a product fits, and the models a product search names. Its answers
 * are kept until the next vehicle write (`FinderAnswers`).
 */
export class VehicleFinderService {
  /** size label → key, computed once per label (the catalogue holds a few hundred sizes). */
  private readonly labelKeys = new Map<string, string | null>();

  constructor(
    private readonly repos: VehicleRepositories,
    private readonly answers: FinderAnswers,
    private readonly deps: VehicleDeps,
  ) {}

  /** A product search naming a model (`pulsar`, `পালসার`) finds the products of that model's sizes. */
  readonly productSearch: ProductSearchHint = {
    sizeIdsFor: async (search) => {
      const text = asciiDigits(foldName(search));
      if (text.length < SEARCH_MIN_LENGTH || !/\p{L}/u.test(text)) return [];
      const modelIds = await this.repos.models.idsMatching(new RegExp(escapeRegex(text)), SEARCH_MAX_MODELS);
      if (modelIds.length === 0) return [];
      const keys = new Set(await this.repos.fitments.sizeKeysOfModels(modelIds));
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
          this.repos.makes.countOfType(c._id),
          this.repos.models.countOfType(c._id),
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
      if (type === undefined) return jsonOf((await this.repos.makes.withModels()).map(toMake));
      const found = await this.deps.categories.find(type);
      return jsonOf(found ? (await this.repos.makes.ofType(found._id)).map(toMake) : []);
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
        idOf(make, (v) => this.repos.makes.findBySlugOrId(v)),
        idOf(type, (v) => this.deps.categories.find(v)),
      ]);
      if (!makeId || typeId === null) return jsonOf([]);
      return jsonOf((await this.repos.models.ofMake(makeId, typeId)).map(toModel));
    });
  }

  /** The model a slug or id names with its fitments in the finder's order, or null. */
  private vehicle(slugOrId: string): Promise<Vehicle | null> {
    return this.answers.get('vehicle', slugOrId.toLowerCase(), async () => {
      const model = await this.repos.models.findBySlugOrId(slugOrId);
      if (!model) return null;
      const rows = (await this.repos.fitments.ofModel(model._id)).sort(
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
    for (const f of await this.repos.fitments.withSizeKey(key)) {
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
}
