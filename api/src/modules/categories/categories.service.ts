import type { Category, CreateCategoryBody, UpdateCategoryBody } from '@tyre/contracts';
import { AppError, notFound } from '../../lib/http/errors';
import { chooseSlug } from '../../lib/store/slugs';
import type { Store } from '../../lib/store/store';
import { plural, ProductsRepository } from '../products/products.repository';
import { TyreSizesRepository } from '../tyre-sizes/tyre-sizes.repository';
import { TyreRangesRepository } from '../tyre-ranges/tyre-ranges.repository';
import { CategoriesRepository, type CategoryDoc } from './categories.repository';

export class CategoriesService {
  private readonly categories: CategoriesRepository;
  private readonly products: ProductsRepository;
  private readonly ranges: TyreRangesRepository;
  private readonly sizes: TyreSizesRepository;

  constructor(store: Store) {
    this.categories = new CategoriesRepository(store);
    this.products = new ProductsRepository(store);
    this.ranges = new TyreRangesRepository(store);
    this.sizes = new TyreSizesRepository(store);
  }

  list(): Promise<Category[]> {
    return this.categories.list();
  }

  async get(slugOrId: string): Promise<CategoryDoc> {
    const doc = await this.categories.findBySlugOrId(slugOrId);
    if (!doc) throw notFound('Category');
    return doc;
  }

  async create(body: CreateCategoryBody): Promise<Category> {
    const now = new Date().toISOString();
    return this.categories.insert({
      name: body.name,
      slug: await chooseSlug(this.categories.col, { wanted: body.slug, from: body.name }),
      description: body.description ?? '',
      sortOrder: body.sortOrder ?? 0,
      createdAt: now,
      updatedAt: now,
    });
  }

  async update(slugOrId: string, body: UpdateCategoryBody): Promise<Category> {
    const doc = await this.get(slugOrId);
    const slug =
      body.slug && body.slug !== doc.slug
        ? await chooseSlug(this.categories.col, { wanted: body.slug, from: doc.name, exceptId: doc._id })
        : doc.slug;
    const updated = await this.categories.update(doc._id, { ...body, slug });
    if (!updated) throw notFound('Category');
    if (updated.name !== doc.name || updated.slug !== doc.slug) {
      // Ranges, sizes and products carry the category's name and slug for fast lists.
      await this.ranges.renameCategory(doc._id, updated.name, updated.slug);
      await this.sizes.renameCategory(doc._id, updated.name, updated.slug);
      await this.products.setWhere('categoryId', doc._id, {
        categoryName: updated.name,
        categorySlug: updated.slug,
      });
    }
    return updated;
  }

  /** A category that products, ranges or sizes still use is kept (409). */
  async delete(slugOrId: string): Promise<void> {
    const doc = await this.get(slugOrId);
    const [products, ranges, sizes] = await Promise.all([
      this.products.countUsing('categoryId', doc._id),
      this.ranges.countInCategory(doc._id),
      this.sizes.countInCategory(doc._id),
    ]);
    const uses = [
      products && plural(products, 'product'),
      ranges && plural(ranges, 'tyre range'),
      sizes && plural(sizes, 'tyre size'),
    ].filter(Boolean);
    if (uses.length) {
      throw new AppError(
        'conflict',
        `This category is used by ${uses.join(', ')}; move or delete them first`,
      );
    }
    await this.categories.delete(doc._id);
  }
}
