import type { Courier } from '@tyre/contracts';
import { DuplicateKeyError, type Collection, type Store } from '../../lib/store/store';

/** A courier as stored: `nameKey` and `nameBnKey` (the names folded) keep the names unique. */
export interface CourierDoc extends Courier {
  nameKey: string;
  nameBnKey: string;
}

/** A mark that the default couriers were given to this store (`_id` names it). */
interface MarkDoc {
  _id: string;
  at: string;
}

const DEFAULTS_MARK = 'couriers:defaults';

/** A name as compared for uniqueness: spaces squeezed, case folded. */
export const nameKeyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

export function toCourier(doc: CourierDoc): Courier {
  const { nameKey, nameBnKey, ...courier } = doc;
  void nameKey;
  void nameBnKey;
  return courier;
}

export class CouriersRepository {
  private readonly col: Collection<CourierDoc>;
  private readonly marks: Collection<MarkDoc>;

  constructor(store: Store) {
    this.col = store.collection<CourierDoc>('couriers', [
      { fields: { nameKey: 1 }, unique: true },
      { fields: { nameBnKey: 1 }, unique: true },
    ]);
    this.marks = store.collection<MarkDoc>('seed_marks');
  }

  /** Every courier by name (a handful: the list is sorted whole). */
  list(): Promise<CourierDoc[]> {
    return this.col.find({}, { sort: { nameKey: 1 } });
  }

  findById(id: string): Promise<CourierDoc | null> {
    return this.col.findById(id);
  }

  /** A name already held throws `DuplicateKeyError` (the name indexes). */
  insert(doc: Omit<CourierDoc, '_id'>): Promise<CourierDoc> {
    return this.col.insertOne(doc);
  }

  update(id: string, set: Partial<Omit<CourierDoc, '_id'>>): Promise<CourierDoc | null> {
    return this.col.updateOne({ _id: id }, { $set: set });
  }

  delete(id: string): Promise<CourierDoc | null> {
    return this.col.deleteOne({ _id: id });
  }

  /** Whether the default couriers were given to this store already. */
  async defaultsGiven(): Promise<boolean> {
    return (await this.marks.findById(DEFAULTS_MARK)) !== null;
  }

  /** Notes that the defaults were given (a racing start that noted it first is fine). */
  async markDefaultsGiven(at: string): Promise<void> {
    if (await this.defaultsGiven()) return;
    try {
      await this.marks.insertOne({ _id: DEFAULTS_MARK, at });
    } catch (e) {
      // another instance starting at the same time noted it first
      if (!(e instanceof DuplicateKeyError)) throw e;
    }
  }
}
