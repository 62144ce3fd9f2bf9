import type {
  Category,
  CreateTyreRangeBody,
  ListTyreRangesQuery,
  TyreRange,
  UpdateTyreRangeBody,
} from '@tyre/contracts';
import { commitImages, removeImageSets, saveImageSet, withPreview } from '../../lib/files/image-set';
import type { FileService } from '../../lib/files/file-service';
import type { CheckedFile } from '../../lib/files/upload';
import { AppError, notFound, says } from '../../lib/http/errors';
import { onDuplicate, slugConflict } from '../../lib/http/store-errors';
import type { Store } from '../../lib/store/store';
import { plural } from '../../lib/text/plural';
import type { CategoryLookup, CategoryReferrer } from '../categories/categories.service';
import { TyreRangesRepository, type TyreRangeDoc } from './tyre-ranges.repository';

/** What other modules may ask of tyre ranges. */
export interface TyreRangeLookup {
  find(slugOrId: string): Promise<TyreRange | null>;
}

/** Records of another module that point at a range (products): counted and kept in step. */
export interface TyreRangeReferrer {
  readonly noun: string;
  countInRange(rangeId: string): Promise<number>;
  rangeRenamed(range: TyreRange): Promise<void>;
}

/** What a range copies of its category, for fast lists. */
const categoryCopy = (category: Category) => ({
  categoryName: category.name,
  categoryNameBn: category.nameBn,
  categorySlug: category.slug,
});

/** A range as answered: images stored before previews existed answer `preview` as ''. */
const answer = <T extends TyreRange>(range: T): T =>
  range.image ? { ...range, image: withPreview(range.image) } : range;

export class TyreRangesService implements TyreRangeLookup {
  private readonly ranges: TyreRangesRepository;
  private readonly referrers: TyreRangeReferrer[] = [];

  /** File names this module's records hold; the start-up sweep keeps them. */
  referencedFiles(): Promise<string[]> {
    return this.ranges.referencedFiles();
  }

  constructor(
    store: Store,
    private readonly files: FileService,
    private readonly categories: CategoryLookup,
  ) {
    this.ranges = new TyreRangesRepository(store);
  }

  referredBy(referrer: TyreRangeReferrer): void {
    this.referrers.push(referrer);
  }

  /** Ranges point at categories: what the categories module may ask of them. */
  readonly categoryReferrer: CategoryReferrer = {
    noun: 'tyre range',
    countInCategory: (categoryId) => this.ranges.countInCategory(categoryId),
    categoryRenamed: async (category) => {
      await this.ranges.renameCategory(category._id, categoryCopy(category));
    },
  };

  async list(query: ListTyreRangesQuery): Promise<TyreRange[]> {
    if (!query.category) return (await this.ranges.list()).map(answer);
    const category = await this.categories.find(query.category);
    return category ? (await this.ranges.list(category._id)).map(answer) : [];
  }

  async find(slugOrId: string): Promise<TyreRange | null> {
    const doc = await this.ranges.findBySlugOrId(slugOrId);
    return doc && answer(doc);
  }

  async get(slugOrId: string): Promise<TyreRangeDoc> {
    const doc = await this.find(slugOrId);
    if (!doc) throw notFound('Tyre range');
    return doc;
  }

  /** How many records of other modules point at the range, as "3 products, ..." or null. */
  private async uses(rangeId: string): Promise<string | null> {
    const counts = await Promise.all(this.referrers.map((r) => r.countInRange(rangeId)));
    const uses = this.referrers.flatMap((r, i) => (counts[i] ? [plural(counts[i], r.noun)] : []));
    return uses.length ? uses.join(', ') : null;
  }

  async create(body: CreateTyreRangeBody, image: Buffer | CheckedFile | undefined): Promise<TyreRange> {
    const category = await this.categories.require(body.category);
    // Everything is checked before the image is saved; a slug clash removes it again.
    const saved = image ? await saveImageSet(this.files, image) : null;
    const now = new Date().toISOString();
    const created = await commitImages(this.files, { added: [saved], replaced: [] }, () =>
      onDuplicate(
        this.ranges.insert(
          {
            name: body.name,
            nameBn: body.nameBn,
            categoryId: category._id,
            ...categoryCopy(category),
            description: body.description,
            descriptionBn: body.descriptionBn,
            features: body.features,
            image: saved,
            createdAt: now,
            updatedAt: now,
          },
          { wanted: body.slug, from: body.name },
        ),
        slugConflict,
      ),
    );
    return answer(created);
  }

  async update(
    slugOrId: string,
    body: UpdateTyreRangeBody,
    image: Buffer | CheckedFile | undefined,
  ): Promise<TyreRange> {
    const doc = await this.get(slugOrId);
    const set: Partial<TyreRangeDoc> = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.nameBn !== undefined) set.nameBn = body.nameBn;
    if (body.description !== undefined) set.description = body.description;
    if (body.descriptionBn !== undefined) set.descriptionBn = body.descriptionBn;
    if (body.features !== undefined) set.features = body.features;
    if (body.slug !== undefined && body.slug !== doc.slug) set.slug = body.slug;
    if (body.category !== undefined) {
      const category = await this.categories.require(body.category);
      if (category._id !== doc.categoryId && (await this.uses(doc._id))) {
        throw new AppError('conflict', 'catalog.rangeProductsInCategory');
      }
      Object.assign(set, { categoryId: category._id, ...categoryCopy(category) });
    }
    const saved = image ? await saveImageSet(this.files, image) : undefined;
    if (saved) set.image = saved;
    const updated = await commitImages(
      this.files,
      { added: [saved], replaced: saved ? [doc.image] : [] },
      async () => {
        const after = await onDuplicate(this.ranges.update(doc._id, set), slugConflict);
        if (!after) throw notFound('Tyre range');
        return after;
      },
    );
    if (updated.name !== doc.name || updated.nameBn !== doc.nameBn || updated.slug !== doc.slug) {
      for (const referrer of this.referrers) await referrer.rangeRenamed(updated);
    }
    return answer(updated);
  }

  async delete(slugOrId: string): Promise<void> {
    const doc = await this.get(slugOrId);
    const uses = await this.uses(doc._id);
    if (uses) throw new AppError('conflict', says('catalog.rangeInUse', { uses }));
    await this.ranges.delete(doc._id);
    await removeImageSets(this.files, [doc.image]);
  }
}
