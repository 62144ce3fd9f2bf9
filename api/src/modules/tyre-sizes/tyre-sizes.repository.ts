import { sizeLabelKey, type TyreSize } from '@tyre/contracts';
import { AppError } from '../../lib/http/errors';
import { DuplicateKeyError, type Collection, type Filter, type Store } from '../../lib/store/store';

/** A size as stored: `key` (category id + normalised label) keeps labels unique per category. */
export interface TyreSizeDoc extends TyreSize {
  key: string;
}

export const tyreSizesCollection = (store: Store): Collection<TyreSizeDoc> =>
  store.collection<TyreSizeDoc>('tyre_sizes', [
    { fields: { key: 1 }, unique: true },
    { fields: { categoryId: 1 } },
    { fields: { rim: 1 } },
    { fields: { categoryId: 1, rim: 1 } },
  ]);

export const sizeKey = (categoryId: string, label: string) => `${categoryId}:${sizeLabelKey(label)}`;

export function toTyreSize(doc: TyreSizeDoc): TyreSize {
  const { key, ...size } = doc;
  void key;
  return size;
}

const labelClash = (e: unknown): never => {
  if (e instanceof DuplicateKeyError) {
    throw new AppError('conflict', 'This size already exists in this category', {
      fields: { label: 'already exists in this category' },
    });
  }
  throw e;
};

export class TyreSizesRepository {
  readonly col: Collection<TyreSizeDoc>;
  constructor(store: Store) {
    this.col = tyreSizesCollection(store);
  }

  /** Narrowest index last: the embedded store picks the last indexed field of a filter. */
  list(query: { categoryId?: string; rim?: number }): Promise<TyreSizeDoc[]> {
    const filter: Filter = {};
    if (query.rim !== undefined) filter.rim = query.rim;
    if (query.categoryId) filter.categoryId = query.categoryId;
    return this.col.find(filter, { sort: { rim: 1, width: 1, aspect: 1, label: 1 } });
  }
  findById(id: string) {
    return this.col.findById(id);
  }
  insert(doc: Omit<TyreSizeDoc, '_id'>) {
    return this.col.insertOne(doc).catch(labelClash);
  }
  update(id: string, set: Partial<Omit<TyreSizeDoc, '_id'>>) {
    return this.col
      .updateOne({ _id: id }, { $set: { ...set, updatedAt: new Date().toISOString() } })
      .catch(labelClash);
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
