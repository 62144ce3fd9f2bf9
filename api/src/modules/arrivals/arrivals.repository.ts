import type { Collection, Store } from '../../lib/store/store';

/** The home page's new arrivals: one document holding the product ids in their admin-set order. */
export interface ArrivalsDoc {
  _id: string;
  productIds: string[];
  updatedAt: string;
}

const HOME = 'home';

export const arrivalsCollection = (store: Store): Collection<ArrivalsDoc> =>
  store.collection<ArrivalsDoc>('arrivals');

export class ArrivalsRepository {
  private readonly col: Collection<ArrivalsDoc>;
  constructor(store: Store) {
    this.col = arrivalsCollection(store);
  }

  async ids(): Promise<string[]> {
    return (await this.col.findById(HOME))?.productIds ?? [];
  }

  async save(productIds: string[]): Promise<void> {
    const updatedAt = new Date().toISOString();
    const done = await this.col.updateOne({ _id: HOME }, { $set: { productIds, updatedAt } });
    if (!done) await this.col.insertOne({ _id: HOME, productIds, updatedAt });
  }

  /** Drops a product that no longer exists. */
  async removeProduct(productId: string): Promise<void> {
    await this.col.updateOne({ _id: HOME }, { $pull: { productIds: productId } });
  }
}
