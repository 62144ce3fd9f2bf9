import type { Category } from '@tyre/contracts';
import { fieldError } from '../../lib/http/errors';
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

/** The category a body names (slug or id), or a 400 on that field. */
export async function requireCategory(
  categories: CategoriesRepository,
  value: string,
  field = 'category',
): Promise<CategoryDoc> {
  const doc = await categories.findBySlugOrId(value);
  if (!doc) throw fieldError(field, 'does not exist');
  return doc;
}
