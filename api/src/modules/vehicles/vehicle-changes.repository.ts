import { DuplicateKeyError, type Collection, type Store } from '../../lib/store/store';

/** The vehicle data's change counter as stored: one document, moved after every vehicle write. */
interface ChangeDoc {
  _id: string;
  seq: number;
  /** When it last moved (for an operator reading the store). */
  at: string;
}

const CHANGES_COLLECTION = 'vehicle_changes';
const CHANGES_ID = 'vehicles';

/** The counter of vehicle writes (`vehicle_changes`), shared by every API instance on the store. */
export class VehicleChangesRepository {
  private readonly changes: Collection<ChangeDoc>;

  constructor(store: Store) {
    this.changes = store.collection<ChangeDoc>(CHANGES_COLLECTION);
  }

  /** The counter as stored now (0 before the first write). */
  async current(): Promise<number> {
    return (await this.changes.findById(CHANGES_ID))?.seq ?? 0;
  }

  /** An atomic `$inc` of the counter; the first write inserts it. */
  async move(): Promise<void> {
    const at = new Date().toISOString();
    for (;;) {
      if (await this.changes.updateOne({ _id: CHANGES_ID }, { $inc: { seq: 1 }, $set: { at } })) return;
      try {
        await this.changes.insertOne({ _id: CHANGES_ID, seq: 1, at });
        return;
      } catch (e) {
        // another instance inserted it first: move it
        if (!(e instanceof DuplicateKeyError)) throw e;
      }
    }
  }
}
