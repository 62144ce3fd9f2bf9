import {
  parseSizeLabel,
  type CreateTyreSizeBody,
  type ListTyreSizesQuery,
  type TyreSize,
  type UpdateTyreSizeBody,
} from '@tyre/contracts';
import { AppError, fieldError, fieldSays, notFound, says } from '../../lib/http/errors';
import { onDuplicate } from '../../lib/http/store-errors';
import type { Store } from '../../lib/store/store';
import { plural } from '../../lib/text/plural';
import type { CategoryLookup, CategoryReferrer } from '../categories/categories.service';
import { sizeKey, toTyreSize, TyreSizesRepository, type TyreSizeDoc } from './tyre-sizes.repository';

/**
 * Rim, width and aspect of a size: what the admin gave, else what the label says. A rim that
 * contradicts the label is refused; a rim is required when the label does not tell it.
 */
function dimensions(label: string, given: { rim?: number; width?: number | null; aspect?: number | null }) {
  const parsed = parseSizeLabel(label);
  if (given.rim !== undefined && parsed.rim !== undefined && given.rim !== parsed.rim) {
    throw fieldError('rim', fieldSays('rimMatchLabel', { rim: parsed.rim }));
  }
  const rim = given.rim ?? parsed.rim;
  if (rim === undefined) throw fieldError('rim', 'rimRequired');
  return { rim, width: given.width ?? parsed.width ?? null, aspect: given.aspect ?? parsed.aspect ?? null };
}

const labelClash = () =>
  new AppError('conflict', 'catalog.sizeExists', { fields: { label: 'existsInCategory' } });

/** What other modules may ask of tyre sizes. */
export interface TyreSizeLookup {
  findById(id: string): Promise<TyreSize | null>;
  list(query: ListTyreSizesQuery): Promise<TyreSize[]>;
}

/** Records of another module that point at a size (products): counted and kept in step. */
export interface TyreSizeReferrer {
  readonly noun: string;
  countOfSize(sizeId: string): Promise<number>;
  sizeChanged(size: TyreSize): Promise<void>;
}

export class TyreSizesService implements TyreSizeLookup {
  private readonly sizes: TyreSizesRepository;
  private readonly referrers: TyreSizeReferrer[] = [];

  constructor(
    store: Store,
    private readonly categories: CategoryLookup,
  ) {
    this.sizes = new TyreSizesRepository(store);
  }

  referredBy(referrer: TyreSizeReferrer): void {
    this.referrers.push(referrer);
  }

  /** Sizes point at categories: what the categories module may ask of them. */
  readonly categoryReferrer: CategoryReferrer = {
    noun: 'tyre size',
    countInCategory: (categoryId) => this.sizes.countInCategory(categoryId),
    categoryRenamed: async (category) => {
      await this.sizes.renameCategory(category._id, category.name, category.slug);
    },
  };

  /** How many records of other modules point at the size, as "3 products, ..." or null. */
  private async uses(sizeId: string): Promise<string | null> {
    const counts = await Promise.all(this.referrers.map((r) => r.countOfSize(sizeId)));
    const uses = this.referrers.flatMap((r, i) => (counts[i] ? [plural(counts[i], r.noun)] : []));
    return uses.length ? uses.join(', ') : null;
  }

  async findById(id: string): Promise<TyreSize | null> {
    const doc = await this.sizes.findById(id);
    return doc && toTyreSize(doc);
  }

  async list(query: ListTyreSizesQuery): Promise<TyreSize[]> {
    let categoryId: string | undefined;
    if (query.category) {
      const category = await this.categories.find(query.category);
      if (!category) return [];
      categoryId = category._id;
    }
    return (await this.sizes.list({ categoryId, rim: query.rim })).map(toTyreSize);
  }

  async get(id: string): Promise<TyreSize> {
    return toTyreSize(await this.load(id));
  }

  private async load(id: string): Promise<TyreSizeDoc> {
    const doc = await this.sizes.findById(id);
    if (!doc) throw notFound('Tyre size');
    return doc;
  }

  async create(body: CreateTyreSizeBody): Promise<TyreSize> {
    const category = await this.categories.require(body.category);
    const dims = dimensions(body.label, body);
    const now = new Date().toISOString();
    const doc = await onDuplicate(
      this.sizes.insert({
        label: body.label,
        key: sizeKey(category._id, body.label),
        categoryId: category._id,
        categoryName: category.name,
        categorySlug: category.slug,
        ...dims,
        createdAt: now,
        updatedAt: now,
      }),
      labelClash,
    );
    return toTyreSize(doc);
  }

  async update(id: string, body: UpdateTyreSizeBody): Promise<TyreSize> {
    const doc = await this.load(id);
    const set: Partial<TyreSizeDoc> = {};
    let categoryId = doc.categoryId;
    if (body.category !== undefined) {
      const category = await this.categories.require(body.category);
      if (category._id !== doc.categoryId && (await this.uses(doc._id))) {
        throw new AppError('conflict', 'catalog.sizeProductsInCategory');
      }
      categoryId = category._id;
      Object.assign(set, { categoryId, categoryName: category.name, categorySlug: category.slug });
    }
    const label = body.label ?? doc.label;
    // A new label brings its own rim, width and aspect unless they are given too.
    const kept = body.label === undefined ? doc : {};
    Object.assign(set, { label, key: sizeKey(categoryId, label) }, dimensions(label, { ...kept, ...body }));
    const updated = await onDuplicate(this.sizes.update(doc._id, set), labelClash);
    if (!updated) throw notFound('Tyre size');
    if (updated.label !== doc.label || updated.rim !== doc.rim) {
      for (const referrer of this.referrers) await referrer.sizeChanged(toTyreSize(updated));
    }
    return toTyreSize(updated);
  }

  async delete(id: string): Promise<void> {
    const doc = await this.load(id);
    const uses = await this.uses(doc._id);
    if (uses) throw new AppError('conflict', says('catalog.sizeInUse', { uses }));
    await this.sizes.delete(doc._id);
  }
}
