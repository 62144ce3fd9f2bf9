/**
 * The store port: the only way repositories reach data. Two adapters implement it
 * (embedded NeDB under DATA_DIR, and MongoDB); both take MongoDB-style filters and updates.
 * Documents carry `_id` as a 24-hex string and dates as ISO strings, so both adapters
 * hand repositories the same plain objects.
 */
export interface BaseDoc {
  _id: string;
}

export type Filter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Record<string, 0 | 1>;
}

export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true | 1 | ''>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
}

export interface IndexSpec {
  /** One field for the embedded adapter; compound indexes are created by MongoDB only. */
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  sparse?: boolean;
  /**
   * Expiring records: the store removes a document once the (Date-valued, single) indexed field
   * is this many seconds in the past (a TTL index on MongoDB, which sweeps about once a minute).
   * Removal is lazy on both adapters, so code must still compare the date itself.
   */
  expireAfterSeconds?: number;
}

export type NewDoc<T extends BaseDoc> = Omit<T, '_id'> & { _id?: string };

export interface Collection<T extends BaseDoc> {
  readonly name: string;
  insertOne(doc: NewDoc<T>): Promise<T>;
  insertMany(docs: NewDoc<T>[]): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  findById(id: string): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** Applies the update to the first match and answers the document after it, or null. */
  updateOne(filter: Filter, update: Update): Promise<T | null>;
  updateMany(filter: Filter, update: Update): Promise<number>;
  /** Removes the first match and answers it, or null. */
  deleteOne(filter: Filter): Promise<T | null>;
  deleteMany(filter: Filter): Promise<number>;
  /** Runs a MongoDB aggregation pipeline (in-process with mingo on the embedded adapter). */
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]>;
}

export interface Store {
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends BaseDoc>(name: string, indexes?: IndexSpec[]): Collection<T>;
  /** Resolves once every declared collection is loaded and indexed. */
  ready(): Promise<void>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Raised by both adapters when a unique index refuses a write. */
export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`Duplicate value for ${key}`);
    this.name = 'DuplicateKeyError';
  }
}

export class StoreUnavailableError extends Error {}
