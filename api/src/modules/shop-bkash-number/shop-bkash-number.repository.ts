import type { MobileRecord } from '@tyre/contracts';
import type { Store } from '../../lib/store/store';

/** The bKash number the checkout shows ("Send Money" to it); `mobile` is '' until an admin sets it. */
export interface ShopBkashNumberDoc extends MobileRecord {
  active: boolean;
  updatedAt: string;
}

const view = ({ _id, mobile }: ShopBkashNumberDoc): MobileRecord => ({ _id, mobile });

export class ShopBkashNumberRepository {
  private readonly col;
  constructor(store: Store) {
    this.col = store.collection<ShopBkashNumberDoc>('mobile_numbers');
  }

  /** Every record, the active one first. */
  async list(): Promise<MobileRecord[]> {
    return (await this.col.find({}, { sort: { active: -1, updatedAt: -1 } })).map(view);
  }

  async get(id: string): Promise<MobileRecord | null> {
    const doc = await this.col.findById(id);
    return doc && view(doc);
  }

  async active(): Promise<MobileRecord | null> {
    const doc = await this.col.findOne({ active: true });
    return doc && view(doc);
  }

  count(): Promise<number> {
    return this.col.count({});
  }

  async insert(mobile: string, active: boolean): Promise<MobileRecord> {
    return view(await this.col.insertOne({ mobile, active, updatedAt: new Date().toISOString() }));
  }

  async setMobile(id: string, mobile: string): Promise<MobileRecord | null> {
    const doc = await this.col.updateOne(
      { _id: id },
      { $set: { mobile, updatedAt: new Date().toISOString() } },
    );
    return doc && view(doc);
  }
}
