import {
  parseSizeLabel,
  type CreateTyreSizeBody,
  type ListTyreSizesQuery,
  type TyreSize,
  type UpdateTyreSizeBody,
} from '@tyre/contracts';
import { AppError, fieldError, notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { CategoriesRepository, requireCategory } from '../categories/categories.repository';
import { ProductsRepository } from '../products/products.repository';
import { sizeKey, toTyreSize, TyreSizesRepository, type TyreSizeDoc } from './tyre-sizes.repository';

/**
 * Rim, width and aspect of a size: what the admin gave, else what the label says. A rim that
 * contradicts the label is refused; a rim is required when the label does not tell it.
 */
function dimensions(label: string, given: { rim?: number; width?: number | null; aspect?: number | null }) {
  const parsed = parseSizeLabel(label);
  if (given.rim !== undefined && parsed.rim !== undefined && given.rim !== parsed.rim) {
    throw fieldError('rim', `must match the label (${parsed.rim})`);
  }
  const rim = given.rim ?? parsed.rim;
  if (rim === undefined) throw fieldError('rim', 'is required (the label does not show it)');
  return { rim, width: given.width ?? parsed.width ?? null, aspect: given.aspect ?? parsed.aspect ?? null };
}

export class TyreSizesService {
  private readonly sizes: TyreSizesRepository;
  private readonly categories: CategoriesRepository;
  private readonly products: ProductsRepository;

  constructor(store: Store) {
    this.sizes = new TyreSizesRepository(store);
    this.categories = new CategoriesRepository(store);
    this.products = new ProductsRepository(store);
  }

  async list(query: ListTyreSizesQuery): Promise<TyreSize[]> {
    let categoryId: string | undefined;
    if (query.category) {
      const category = await this.categories.findBySlugOrId(query.category);
      if (!category) return [];
      categoryId = category._id;
    }
    return (await this.sizes.list({ categoryId, rim: query.rim })).map(toTyreSize);
  }

  async get(id: string): Promise<TyreSizeDoc> {
    const doc = await this.sizes.findById(id);
    if (!doc) throw notFound('Tyre size');
    return doc;
  }

  async create(body: CreateTyreSizeBody): Promise<TyreSize> {
    const category = await requireCategory(this.categories, body.category);
    const dims = dimensions(body.label, body);
    const now = new Date().toISOString();
    const doc = await this.sizes.insert({
      label: body.label,
      key: sizeKey(category._id, body.label),
      categoryId: category._id,
      categoryName: category.name,
      categorySlug: category.slug,
      ...dims,
      createdAt: now,
      updatedAt: now,
    });
    return toTyreSize(doc);
  }

  async update(id: string, body: UpdateTyreSizeBody): Promise<TyreSize> {
    const doc = await this.get(id);
    const set: Partial<TyreSizeDoc> = {};
    let categoryId = doc.categoryId;
    if (body.category !== undefined) {
      const category = await requireCategory(this.categories, body.category);
      if (category._id !== doc.categoryId && (await this.products.countUsing('sizeId', doc._id)) > 0) {
        throw new AppError(
          'conflict',
          'Products of this size belong to its category; move them before changing the category',
        );
      }
      categoryId = category._id;
      Object.assign(set, { categoryId, categoryName: category.name, categorySlug: category.slug });
    }
    const label = body.label ?? doc.label;
    // A new label brings its own rim, width and aspect unless they are given too.
    const kept = body.label === undefined ? doc : {};
    Object.assign(set, { label, key: sizeKey(categoryId, label) }, dimensions(label, { ...kept, ...body }));
    const updated = await this.sizes.update(doc._id, set);
    if (!updated) throw notFound('Tyre size');
    if (updated.label !== doc.label || updated.rim !== doc.rim) {
      await this.products.setWhere('sizeId', doc._id, { sizeLabel: updated.label, rim: updated.rim });
    }
    return toTyreSize(updated);
  }

  async delete(id: string): Promise<void> {
    const doc = await this.get(id);
    await this.products.assertUnused('sizeId', doc._id, 'tyre size');
    await this.sizes.delete(doc._id);
  }
}
