import type { Banner } from '@tyre/contracts';
import { filesNamedIn } from '../../lib/files/file-sweep';
import type { Collection, Filter, NewDoc, Store } from '../../lib/store/store';

export type BannerDoc = Banner;

export class BannersRepository {
  private readonly col: Collection<BannerDoc>;
  constructor(store: Store) {
    this.col = store.collection<BannerDoc>('banners', [
      { fields: { order: 1 } },
      {
        fields: { active: 1, order: 1 },
        embedded: 'indexes active; the few active banners are sorted in memory',
      },
    ]);
  }

  referencedFiles(): Promise<string[]> {
    return filesNamedIn(this.col, ['image', 'variants', 'preview']);
  }

  /** In carousel order; only the active ones unless `all`. */
  list(all: boolean): Promise<BannerDoc[]> {
    const filter: Filter<BannerDoc> = all ? {} : { active: true };
    return this.col.find(filter, { sort: { order: 1, createdAt: 1 } });
  }
  findById(id: string): Promise<BannerDoc | null> {
    return this.col.findById(id);
  }
  /** The next place at the end of the carousel. */
  async nextOrder(): Promise<number> {
    const [last] = await this.col.find({}, { sort: { order: -1 }, limit: 1, projection: { order: 1 } });
    return last ? last.order + 1 : 0;
  }
  insert(doc: NewDoc<BannerDoc>): Promise<BannerDoc> {
    return this.col.insertOne(doc);
  }
  update(id: string, set: Partial<Omit<BannerDoc, '_id'>>): Promise<BannerDoc | null> {
    return this.col.updateOne({ _id: id }, { $set: set });
  }
  delete(id: string): Promise<BannerDoc | null> {
    return this.col.deleteOne({ _id: id });
  }
}
