import type { Category, CreateCategoryBody, UpdateCategoryBody } from '@tyre/contracts';
import { AppError, fieldError, notFound, says } from '../../lib/http/errors';
import { onDuplicate, slugConflict } from '../../lib/http/store-errors';
import type { Store } from '../../lib/store/store';
import { CategoriesRepository, type CategoryDoc } from './categories.repository';
import { plural } from '../../lib/text/plural';

/** What other modules may ask of categories: find one a request names (slug or id). */
export interface CategoryLookup {
  find(slugOrId: string): Promise<Category | null>;
  /** The category a body names, or a 400 on that field. */
  require(slugOrId: string, field?: string): Promise<Category>;
}

/**
 * Another module's records that point at a category (ranges, sizes, products): counted before a
 * delete, and told when the category's name or slug changes (they carry copies for fast lists).
 */
export interface CategoryReferrer {
  /** The singular noun of the records, for messages: "product". */
  readonly noun: string;
  countInCategory(categoryId: string): Promise<number>;
  categoryRenamed(category: Category): Promise<void>;
}

export class CategoriesService implements CategoryLookup {
  private readonly categories: CategoriesRepository;
  private readonly referrers: CategoryReferrer[] = [];

  constructor(store: Store) {
    this.categories = new CategoriesRepository(store);
  }

  /** Registers records that point at categories (wired in modules/index.ts). */
  referredBy(referrer: CategoryReferrer): void {
    this.referrers.push(referrer);
  }

  list(): Promise<Category[]> {
    return this.categories.list();
  }

  find(slugOrId: string): Promise<Category | null> {
    return this.categories.findBySlugOrId(slugOrId);
  }

  async require(slugOrId: string, field = 'category'): Promise<Category> {
    const doc = await this.find(slugOrId);
    if (!doc) throw fieldError(field, 'notExist');
    return doc;
  }

  async get(slugOrId: string): Promise<CategoryDoc> {
    const doc = await this.find(slugOrId);
    if (!doc) throw notFound('Category');
    return doc;
  }

  async create(body: CreateCategoryBody): Promise<Category> {
    const now = new Date().toISOString();
    return onDuplicate(
      this.categories.insert(
        {
          name: body.name,
          nameBn: body.nameBn ?? '',
          description: body.description ?? '',
          descriptionBn: body.descriptionBn ?? '',
          sortOrder: body.sortOrder ?? 0,
          createdAt: now,
          updatedAt: now,
        },
        { wanted: body.slug, from: body.name },
      ),
      slugConflict,
    );
  }

  async update(slugOrId: string, body: UpdateCategoryBody): Promise<Category> {
    const doc = await this.get(slugOrId);
    const updated = await onDuplicate(this.categories.update(doc._id, body), slugConflict);
    if (!updated) throw notFound('Category');
    if (updated.name !== doc.name || updated.nameBn !== doc.nameBn || updated.slug !== doc.slug) {
      // Ranges, sizes and products carry the category's names and slug for fast lists.
      for (const referrer of this.referrers) await referrer.categoryRenamed(updated);
    }
    return updated;
  }

  /** A category that products, ranges or sizes still use is kept (409). */
  async delete(slugOrId: string): Promise<void> {
    const doc = await this.get(slugOrId);
    const counts = await Promise.all(this.referrers.map((r) => r.countInCategory(doc._id)));
    const uses = this.referrers.flatMap((r, i) => (counts[i] ? [plural(counts[i], r.noun)] : []));
    if (uses.length) {
      throw new AppError('conflict', says('catalog.categoryInUse', { uses: uses.join(', ') }));
    }
    await this.categories.delete(doc._id);
  }
}
