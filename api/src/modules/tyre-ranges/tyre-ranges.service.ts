import type {
  CreateTyreRangeBody,
  ListTyreRangesQuery,
  TyreRange,
  UpdateTyreRangeBody,
} from '@tyre/contracts';
import { commitImages, removeImageSets, saveImageSet } from '../../lib/files/image-set';
import type { FileService } from '../../lib/files/file-service';
import type { CheckedFile } from '../../lib/files/upload';
import { AppError, notFound } from '../../lib/http/errors';
import { chooseSlug } from '../../lib/store/slugs';
import type { Store } from '../../lib/store/store';
import { CategoriesRepository, requireCategory } from '../categories/categories.repository';
import { ProductsRepository } from '../products/products.repository';
import { TyreRangesRepository, type TyreRangeDoc } from './tyre-ranges.repository';

export class TyreRangesService {
  private readonly ranges: TyreRangesRepository;
  private readonly categories: CategoriesRepository;
  private readonly products: ProductsRepository;

  constructor(
    store: Store,
    private readonly files: FileService,
  ) {
    this.ranges = new TyreRangesRepository(store);
    this.categories = new CategoriesRepository(store);
    this.products = new ProductsRepository(store);
  }

  async list(query: ListTyreRangesQuery): Promise<TyreRange[]> {
    if (!query.category) return this.ranges.list();
    const category = await this.categories.findBySlugOrId(query.category);
    return category ? this.ranges.list(category._id) : [];
  }

  async get(slugOrId: string): Promise<TyreRangeDoc> {
    const doc = await this.ranges.findBySlugOrId(slugOrId);
    if (!doc) throw notFound('Tyre range');
    return doc;
  }

  async create(body: CreateTyreRangeBody, image: Buffer | CheckedFile | undefined): Promise<TyreRange> {
    const category = await requireCategory(this.categories, body.category);
    const slug = await chooseSlug(this.ranges.col, { wanted: body.slug, from: body.name });
    // Everything is checked before the image is saved.
    const saved = image ? await saveImageSet(this.files, image) : null;
    const now = new Date().toISOString();
    return commitImages(this.files, { added: [saved], replaced: [] }, () =>
      this.ranges.insert({
        name: body.name,
        slug,
        categoryId: category._id,
        categoryName: category.name,
        categorySlug: category.slug,
        description: body.description,
        features: body.features,
        image: saved,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }

  async update(
    slugOrId: string,
    body: UpdateTyreRangeBody,
    image: Buffer | CheckedFile | undefined,
  ): Promise<TyreRange> {
    const doc = await this.get(slugOrId);
    const set: Partial<TyreRangeDoc> = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.description !== undefined) set.description = body.description;
    if (body.features !== undefined) set.features = body.features;
    if (body.category !== undefined) {
      const category = await requireCategory(this.categories, body.category);
      if (category._id !== doc.categoryId && (await this.products.countUsing('rangeId', doc._id)) > 0) {
        throw new AppError(
          'conflict',
          'Products of this range belong to its category; move them before changing the category',
        );
      }
      Object.assign(set, {
        categoryId: category._id,
        categoryName: category.name,
        categorySlug: category.slug,
      });
    }
    if (body.slug !== undefined && body.slug !== doc.slug) {
      set.slug = await chooseSlug(this.ranges.col, { wanted: body.slug, from: doc.name, exceptId: doc._id });
    }
    const saved = image ? await saveImageSet(this.files, image) : undefined;
    if (saved) set.image = saved;
    const updated = await commitImages(
      this.files,
      { added: [saved], replaced: saved ? [doc.image] : [] },
      async () => {
        const after = await this.ranges.update(doc._id, set);
        if (!after) throw notFound('Tyre range');
        return after;
      },
    );
    if (updated.name !== doc.name || updated.slug !== doc.slug) {
      await this.products.setWhere('rangeId', doc._id, { rangeName: updated.name, rangeSlug: updated.slug });
    }
    return updated;
  }

  async delete(slugOrId: string): Promise<void> {
    const doc = await this.get(slugOrId);
    await this.products.assertUnused('rangeId', doc._id, 'tyre range');
    await this.ranges.delete(doc._id);
    await removeImageSets(this.files, [doc.image]);
  }
}
