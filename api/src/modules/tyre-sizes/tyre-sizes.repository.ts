import { sizeLabelKey, type TyreSize } from '@tyre/contracts';
import type { Collection, Filter, Store } from '../../lib/store/store';

/** A size as stored: `key` (category id + normalised label) keeps labels unique per category. */
export interface TyreSizeDoc extends TyreSize {
  key: string;
}

export const tyreSizesCollection = (store: Store): Collection<TyreSizeDoc> =>
  store.collection<TyreSizeDoc>('tyre_sizes', [
    { fields: { key: 1 }, unique: true },
    { fields: { rim: 1 } },
    {
      fields: { categoryId: 1, rim: 1 },
      embedded: 'indexes categoryId; with a rim too, the field matching fewer sizes gives the candidates',
    },
  ]);

export const sizeKey = (categoryId: string, label: string) => `${categoryId}:${sizeLabelKey(label)}`;

export function toTyreSize(doc: TyreSizeDoc): TyreSize {
  const { key, ...size } = doc;
  void key;
  return size;
}

export class TyreSizesRepository {
  private readonly col: Collection<TyreSizeDoc>;
  constructor(store: Store) {
    this.col = tyreSizesCollection(store);
  }

  list(query: { categoryId?: string; rim?: number }): Promise<TyreSizeDoc[]> {
    const filter: Filter<TyreSizeDoc> = {};
    if (query.rim !== undefined) filter.rim = query.rim;
    if (query.categoryId) filter.categoryId = query.categoryId;
    return this.col.find(filter, { sort: { rim: 1, width: 1, aspect: 1, label: 1 } });
  }
  findById(id: string) {
    return this.col.findById(id);
  }
  /** A label already in the category throws `DuplicateKeyError` (the `key` index). */
  insert(doc: Omit<TyreSizeDoc, '_id'>) {
    return this.col.insertOne(doc);
  }
  update(id: string, set: Partial<Omit<TyreSizeDoc, '_id'>>) {
    return this.col.updateOne({ _id: id }, { $set: { ...set, updatedAt: new Date().toISOString() } });
  }
  delete(id: string) {
    return this.col.deleteOne({ _id: id });
  }
  countInCategory(categoryId: string): Promise<number> {
    return this.col.count({ categoryId });
  }
  renameCategory(categoryId: string, categoryName: string, categorySlug: string): Promise<number> {
    return this.col.updateMany({ categoryId }, { $set: { categoryName, categorySlug } });
  }
}
