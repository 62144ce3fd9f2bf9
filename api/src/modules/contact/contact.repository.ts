import type { ContactInfo } from '@tyre/contracts';
import type { Collection, Store } from '../../lib/store/store';

/** The contact details live in the `settings` collection as one document. */
interface ContactDoc extends ContactInfo {
  _id: string;
}

const CONTACT_ID = 'contact';

export const settingsCollection = (store: Store): Collection<ContactDoc> =>
  store.collection<ContactDoc>('settings');

export class ContactRepository {
  private readonly col: Collection<ContactDoc>;
  constructor(store: Store) {
    this.col = settingsCollection(store);
  }

  /** The stored details without the document id, or null before any were saved. */
  async read(): Promise<ContactInfo | null> {
    const doc = await this.col.findById(CONTACT_ID);
    if (!doc) return null;
    const { _id, ...info } = doc;
    void _id;
    return info;
  }

  /** Replaces the details (creates the document the first time). */
  async save(info: ContactInfo): Promise<void> {
    const done = await this.col.updateOne({ _id: CONTACT_ID }, { $set: { ...info } });
    if (!done) await this.col.insertOne({ _id: CONTACT_ID, ...info });
  }
}
