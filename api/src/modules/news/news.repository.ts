import { filesNamedIn } from '../../lib/files/file-sweep';
import type { NewsPost } from '@tyre/contracts';
import type { Collection, NewDoc, Store } from '../../lib/store/store';

/** Stored as answered: a news post has nothing private. */
export type NewsDoc = NewsPost;

export const newsCollection = (store: Store): Collection<NewsDoc> =>
  store.collection<NewsDoc>('news', [{ fields: { createdAt: -1 } }]);

export class NewsRepository {
  /** The stored file names its posts hold (for the start-up sweep). */
  referencedFiles(): Promise<string[]> {
    return filesNamedIn(this.col, ['image', 'thumbnail', 'preview']);
  }

  private readonly col: Collection<NewsDoc>;
  constructor(store: Store) {
    this.col = newsCollection(store);
  }

  /** Newest first, one page and the total. */
  async page(page: number, size: number): Promise<{ items: NewsDoc[]; total: number }> {
    const [items, total] = await Promise.all([
      this.col.find({}, { sort: { createdAt: -1 }, skip: page * size, limit: size }),
      this.col.count({}),
    ]);
    return { items, total };
  }
  findById(id: string): Promise<NewsDoc | null> {
    return this.col.findById(id);
  }
  insert(doc: NewDoc<NewsDoc>): Promise<NewsDoc> {
    return this.col.insertOne(doc);
  }
  /** Sets the fields; answers the post after the change, or null when there is none. */
  update(id: string, set: Partial<Omit<NewsDoc, '_id'>>): Promise<NewsDoc | null> {
    return this.col.updateOne({ _id: id }, { $set: set });
  }
  /** Removes the post and answers it, or null when there was none. */
  delete(id: string): Promise<NewsDoc | null> {
    return this.col.deleteOne({ _id: id });
  }
}
