import type { HomeVideo } from '@tyre/contracts';
import type { Collection, NewDoc, Store } from '../../lib/store/store';

export type VideoDoc = HomeVideo;

export class VideoRepository {
  private readonly col: Collection<VideoDoc>;
  constructor(store: Store) {
    this.col = store.collection<VideoDoc>('videos', [
      { fields: { status: 1 } },
      { fields: { createdAt: -1 } },
    ]);
  }

  all(): Promise<VideoDoc[]> {
    return this.col.find({}, { sort: { createdAt: -1, _id: -1 } });
  }
  /** The active video (the latest made active, should two ever be). */
  async active(): Promise<VideoDoc | null> {
    const [doc] = await this.col.find({ status: 'active' }, { sort: { updatedAt: -1, _id: -1 }, limit: 1 });
    return doc ?? null;
  }
  findById(id: string): Promise<VideoDoc | null> {
    return this.col.findById(id);
  }
  insert(doc: NewDoc<VideoDoc>): Promise<VideoDoc> {
    return this.col.insertOne(doc);
  }
  update(id: string, set: Partial<Omit<VideoDoc, '_id'>>): Promise<VideoDoc | null> {
    return this.col.updateOne({ _id: id }, { $set: set });
  }
  /** Makes every active video but `exceptId` inactive. */
  async deactivateOthers(exceptId: string | undefined, at: string): Promise<void> {
    await this.col.updateMany(
      exceptId ? { status: 'active', _id: { $ne: exceptId } } : { status: 'active' },
      { $set: { status: 'inactive', updatedAt: at } },
    );
  }
  delete(id: string): Promise<VideoDoc | null> {
    return this.col.deleteOne({ _id: id });
  }
}
