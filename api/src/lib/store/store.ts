/**
 * The store port: the only way repositories reach data. Two adapters implement it
 * (embedded NeDB under DATA_DIR, and MongoDB); both take MongoDB-style filters and updates.
 * Documents carry `_id` as a 24-hex string and dates as ISO strings, so both adapters
 * hand repositories the same plain objects.
 */
export interface BaseDoc {
  _id: string;
}

/** The element type of an array field, or the field's own type. */
type Element<V> = V extends readonly (infer E)[] ? E : V;

/** The operators a filter may use on one field (the ones our repositories need, on both adapters). */
export interface Operators<V> {
  $in?: Element<V>[];
  $nin?: Element<V>[];
  $ne?: Element<V> | null;
  $gt?: Element<V>;
  $gte?: Element<V>;
  $lt?: Element<V>;
  $lte?: Element<V>;
  $exists?: boolean;
}

/**
 * What one field is matched with: a value (for an array field, one element or the whole array),
 * a RegExp for a text field, or operators.
 */
export type Condition<V> =
  V | Element<V> | (Element<NonNullable<V>> extends string ? RegExp : never) | Operators<NonNullable<V>>;

/**
 * A filter on documents of type T: only T's fields, each with a condition, and `$or` / `$and`
 * of such filters. The embedded adapter chooses its candidate index itself, so the order of
 * the keys does not matter.
 */
export type Filter<T> = { [K in keyof T & string]?: Condition<T[K]> } & {
  $or?: Filter<T>[];
  $and?: Filter<T>[];
};

/** Sort keys: T's fields, ascending (1) or descending (-1), in order of precedence. */
export type SortSpec<T> = { [K in keyof T & string]?: 1 | -1 };

export interface FindOptions<T> {
  sort?: SortSpec<T>;
  skip?: number;
  limit?: number;
  projection?: { [K in keyof T & string]?: 0 | 1 };
}

type NumberFields<T> = { [K in keyof T]-?: NonNullable<T[K]> extends number ? K : never }[keyof T];
type ArrayFields<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? K : never;
}[keyof T];

/** The update operators both adapters apply, on T's fields. */
export interface Update<T> {
  $set?: Partial<Omit<T, '_id'>>;
  $unset?: { [K in Exclude<keyof T, '_id'>]?: true | 1 | '' };
  $inc?: { [K in NumberFields<T>]?: number };
  $push?: { [K in ArrayFields<T>]?: Element<NonNullable<T[K]>> };
  $pull?: { [K in ArrayFields<T>]?: Element<NonNullable<T[K]>> };
}

export interface IndexSpec {
  /** The fields in order, ascending (1) or descending (-1). */
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  sparse?: boolean;
  /**
   * Required on a compound index (the embedded adapter indexes single fields only): what serves
   * the query there instead. The embedded adapter indexes the compound index's first field.
   */
  embedded?: string;
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
  findOne(filter: Filter<T>): Promise<T | null>;
  findById(id: string): Promise<T | null>;
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  count(filter: Filter<T>): Promise<number>;
  /** Applies the update to the first match and answers the document after it, or null. */
  updateOne(filter: Filter<T>, update: Update<T>): Promise<T | null>;
  /** Applies the update to every match; answers how many documents matched (changed or not). */
  updateMany(filter: Filter<T>, update: Update<T>): Promise<number>;
  /** Removes the first match and answers it, or null. */
  deleteOne(filter: Filter<T>): Promise<T | null>;
  deleteMany(filter: Filter<T>): Promise<number>;
  /**
   * Runs a MongoDB aggregation pipeline (in-process on the embedded adapter: plain loops for the
   * stage shapes it knows, mingo for the rest). The rows are read-only: on the embedded adapter
   * they may share nested values (an order's lines) with the stored documents.
   */
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]>;
}

export interface Store {
  readonly kind: 'embedded' | 'mongodb';
  /**
   * The collection's handle. Its indexes are declared once, by the first call (the module's
   * repository); later calls may omit them, and a call declaring other indexes throws.
   */
  collection<T extends BaseDoc>(name: string, indexes?: IndexSpec[]): Collection<T>;
  /** Resolves once every declared collection is loaded and indexed. */
  ready(): Promise<void>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The errors of the store layer: services turn them into the API's AppErrors (lib/store never
 * imports lib/http). Raised by both adapters when a unique index refuses a write.
 */
export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`Duplicate value for ${key}`);
    this.name = 'DuplicateKeyError';
  }
}

export class StoreUnavailableError extends Error {}

/** The indexes a collection was first declared with, as text, to compare a later declaration. */
export const indexesKey = (indexes: IndexSpec[]): string =>
  JSON.stringify(indexes.map((i) => [i.fields, i.unique ?? false, i.sparse ?? false]));

/** Refuses a compound index without a note on what serves its queries in the embedded store. */
export function checkIndexes(collection: string, indexes: IndexSpec[]): void {
  for (const index of indexes) {
    if (Object.keys(index.fields).length > 1 && !index.embedded) {
      throw new Error(
        `Index ${JSON.stringify(index.fields)} of ${collection} is compound: say in 'embedded' what serves it in the embedded store (which indexes its first field only)`,
      );
    }
  }
}
