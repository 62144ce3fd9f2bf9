import type { Collection, Store } from '../../lib/store/store';

/** A confirmed number as stored: the hash of the browser's cookie, the number and an expiry. */
export interface ConfirmedMobileDoc {
  /** sha256 of the cookie's value, base64url */
  _id: string;
  mobile: string;
  createdAt: string;
  expiresAt: Date;
}

/** The mobile numbers confirmed on a browser (`confirmedMobiles`, expiring). */
export class ConfirmedMobilesRepository {
  private readonly col: Collection<ConfirmedMobileDoc>;

  constructor(store: Store) {
    this.col = store.collection<ConfirmedMobileDoc>('confirmedMobiles', [
      { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
  }

  async insert(doc: ConfirmedMobileDoc): Promise<void> {
    await this.col.insertOne(doc);
  }

  findById(id: string): Promise<ConfirmedMobileDoc | null> {
    return this.col.findById(id);
  }
}
