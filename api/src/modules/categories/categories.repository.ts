import type { Category } from '@tyre/contracts';
import { SluggedRepository } from '../../lib/store/slugged-repository';
import type { Collection, Store } from '../../lib/store/store';

export type CategoryDoc = Category;

export const categoriesCollection = (store: Store): Collection<CategoryDoc> =>
  store.collection<CategoryDoc>('categories', [{ fields: { slug: 1 }, unique: true }]);

export class CategoriesRepository extends SluggedRepository<CategoryDoc> {
  constructor(store: Store) {
    super(categoriesCollection(store));
  }

  list(): Promise<CategoryDoc[]> {
    return this.col.find({}, { sort: { sortOrder: 1, name: 1 } });
  }
}
