import type { ContactMessage } from '@tyre/contracts';
import type { Collection, Filter, NewDoc, Store } from '../../lib/store/store';

export type ContactMessageDoc = ContactMessage;

export class ContactMessagesRepository {
  private readonly col: Collection<ContactMessageDoc>;
  constructor(store: Store) {
    this.col = store.collection<ContactMessageDoc>('contact_messages', [
      { fields: { createdAt: -1 } },
      {
        fields: { read: 1, createdAt: -1 },
        embedded: 'indexes read; the unread page is sorted in memory among the unread messages',
      },
    ]);
  }

  async page(
    unreadOnly: boolean,
    page: number,
    size: number,
  ): Promise<{ items: ContactMessageDoc[]; total: number }> {
    const filter: Filter<ContactMessageDoc> = unreadOnly ? { read: false } : {};
    const [items, total] = await Promise.all([
      this.col.find(filter, { sort: { createdAt: -1, _id: -1 }, skip: page * size, limit: size }),
      this.col.count(filter),
    ]);
    return { items, total };
  }
  async counts(): Promise<{ total: number; unread: number }> {
    const [total, unread] = await Promise.all([this.col.count({}), this.col.count({ read: false })]);
    return { total, unread };
  }
  insert(doc: NewDoc<ContactMessageDoc>): Promise<ContactMessageDoc> {
    return this.col.insertOne(doc);
  }
  setRead(id: string, read: boolean): Promise<ContactMessageDoc | null> {
    return this.col.updateOne({ _id: id }, { $set: { read } });
  }
  delete(id: string): Promise<ContactMessageDoc | null> {
    return this.col.deleteOne({ _id: id });
  }
}
