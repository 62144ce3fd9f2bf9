import type { GalleryItem } from '@tyre/contracts';
import { filesNamedIn } from '../../lib/files/file-sweep';
import type { Collection, NewDoc, Store } from '../../lib/store/store';

export type GalleryDoc = GalleryItem;

export class GalleryRepository {
  private readonly col: Collection<GalleryDoc>;
  constructor(store: Store) {
    this.col = store.collection<GalleryDoc>('gallery', [{ fields: { createdAt: -1 } }]);
  }

  referencedFiles(): Promise<string[]> {
    return filesNamedIn(this.col, ['image', 'thumbnail']);
  }

  /** Newest first, one page and the total. */
  async page(page: number, size: number): Promise<{ items: GalleryDoc[]; total: number }> {
    const [items, total] = await Promise.all([
      this.col.find({}, { sort: { createdAt: -1, _id: -1 }, skip: page * size, limit: size }),
      this.col.count({}),
    ]);
    return { items, total };
  }
  insertMany(docs: NewDoc<GalleryDoc>[]): Promise<GalleryDoc[]> {
    return this.col.insertMany(docs);
  }
  setCaption(id: string, caption: string, captionBn?: string): Promise<GalleryDoc | null> {
    return this.col.updateOne(
      { _id: id },
      { $set: captionBn === undefined ? { caption } : { caption, captionBn } },
    );
  }
  delete(id: string): Promise<GalleryDoc | null> {
    return this.col.deleteOne({ _id: id });
  }
}
