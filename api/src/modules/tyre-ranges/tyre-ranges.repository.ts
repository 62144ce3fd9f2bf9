import { filesNamedIn } from '../../lib/files/file-sweep';
import type { TyreRange } from '@tyre/contracts';
import { SluggedRepository } from '../../lib/store/slugged-repository';
import type { Collection, Store } from '../../lib/store/store';

export type TyreRangeDoc = TyreRange;

export const tyreRangesCollection = (store: Store): Collection<TyreRangeDoc> =>
  store.collection<TyreRangeDoc>('tyre_ranges', [
    { fields: { slug: 1 }, unique: true },
    { fields: { categoryId: 1 } },
  ]);

export class TyreRangesRepository extends SluggedRepository<TyreRangeDoc> {
  /** The stored file names its records hold (for the start-up sweep). */
  referencedFiles(): Promise<string[]> {
    return filesNamedIn(this.col, ['image']);
  }

  constructor(store: Store) {
    super(tyreRangesCollection(store));
  }

  list(categoryId?: string): Promise<TyreRangeDoc[]> {
    return this.col.find(categoryId ? { categoryId } : {}, { sort: { name: 1 } });
  }
  countInCategory(categoryId: string): Promise<number> {
    return this.col.count({ categoryId });
  }
  /** Keeps the copied category names and slug in step with the category. */
  renameCategory(
    categoryId: string,
    copy: Pick<TyreRangeDoc, 'categoryName' | 'categoryNameBn' | 'categorySlug'>,
  ): Promise<number> {
    return this.col.updateMany({ categoryId }, { $set: copy });
  }
}
