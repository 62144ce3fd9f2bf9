import { MongoClient, MongoServerError, type Db, type Document } from 'mongodb';
import { newId } from './ids';
import {
  checkIndexes,
  DuplicateKeyError,
  indexesKey,
  type BaseDoc,
  type Collection,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type NewDoc,
  type Store,
  type Update,
} from './store';

function rethrow(e: unknown): never {
  if (e instanceof MongoServerError && e.code === 11000) {
    throw new DuplicateKeyError(
      Object.keys((e.keyPattern as Record<string, unknown>) ?? {}).join(',') || 'key',
    );
  }
  throw e;
}

/** MongoDB's answers to an index that exists under the same key with other options. */
const INDEX_CONFLICTS = new Set([85, 86]); // IndexOptionsConflict, IndexKeySpecsConflict
const INDEX_NOT_FOUND = 27;

/**
 * Creates the declared indexes. An index the database has under the same key with other options
 * (a unique index made sparse) is dropped and made again as declared: the declaration wins, as
 * on the embedded store. Several instances may do it at once: a drop another made first is fine.
 */
async function declareIndexes(db: Db, name: string, indexes: IndexSpec[]): Promise<void> {
  const collection = db.collection(name);
  const wanted = indexes.map((i) => ({
    key: i.fields,
    unique: i.unique ?? false,
    sparse: i.sparse ?? false,
    ...(i.expireAfterSeconds !== undefined && { expireAfterSeconds: i.expireAfterSeconds }),
  }));
  try {
    await collection.createIndexes(wanted);
    return;
  } catch (e) {
    if (!(e instanceof MongoServerError && INDEX_CONFLICTS.has(Number(e.code)))) throw e;
  }
  const sameKey = (a: Document, b: Document) => JSON.stringify(a) === JSON.stringify(b);
  for (const stored of await collection.listIndexes().toArray()) {
    const declared = wanted.find((w) => sameKey(w.key, stored.key as Document));
    if (!declared || stored.name === '_id_') continue;
    const differs =
      Boolean(stored.unique) !== declared.unique ||
      Boolean(stored.sparse) !== declared.sparse ||
      stored.expireAfterSeconds !== declared.expireAfterSeconds;
    if (!differs) continue;
    await collection.dropIndex(String(stored.name)).catch((e: unknown) => {
      if (!(e instanceof MongoServerError && e.code === INDEX_NOT_FOUND)) throw e;
    });
  }
  await collection.createIndexes(wanted);
}

class MongoCollection<T extends BaseDoc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly db: Db,
  ) {}

  private get col() {
    return this.db.collection<Document>(this.name);
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const full = { ...doc, _id: doc._id ?? newId() } as Document;
    try {
      await this.col.insertOne(full);
    } catch (e) {
      rethrow(e);
    }
    return full as T;
  }

  async insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const full = docs.map((d) => ({ ...d, _id: d._id ?? newId() }) as Document);
    try {
      await this.col.insertMany(full, { ordered: true });
    } catch (e) {
      rethrow(e);
    }
    return full as T[];
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    return (await this.col.findOne(filter as Document)) as T | null;
  }

  findById(id: string): Promise<T | null> {
    return this.findOne({ _id: id } as Filter<T>);
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    let cursor = this.col.find(filter as Document);
    if (options.projection) cursor = cursor.project(options.projection as Document);
    if (options.sort) cursor = cursor.sort(options.sort as Record<string, 1 | -1>);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as unknown as T[];
  }

  count(filter: Filter<T>): Promise<number> {
    return this.col.countDocuments(filter as Document);
  }

  async updateOne(filter: Filter<T>, update: Update<T>): Promise<T | null> {
    try {
      return (await this.col.findOneAndUpdate(filter as Document, update as Document, {
        returnDocument: 'after',
      })) as T | null;
    } catch (e) {
      rethrow(e);
    }
  }

  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    try {
      return (await this.col.updateMany(filter as Document, update as Document)).matchedCount;
    } catch (e) {
      rethrow(e);
    }
  }

  async deleteOne(filter: Filter<T>): Promise<T | null> {
    return (await this.col.findOneAndDelete(filter as Document)) as T | null;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    return (await this.col.deleteMany(filter as Document)).deletedCount;
  }

  async aggregate<R>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    return (await this.col.aggregate(pipeline).toArray()) as R[];
  }
}

/** MongoDB adapter (official driver); indexes are created when a collection is declared. */
export class MongoStore implements Store {
  readonly kind = 'mongodb' as const;
  private readonly handles = new Map<string, { handle: Collection<BaseDoc>; indexes: string }>();
  private readonly pending: Promise<unknown>[] = [];

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** The driver's database, for GridFS. */
  get database(): Db {
    return this.db;
  }

  static async connect(uri: string): Promise<MongoStore> {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000, connectTimeoutMS: 3000 });
    try {
      await client.connect();
      const db = client.db();
      await db.command({ ping: 1 });
      return new MongoStore(client, db);
    } catch (e) {
      await client.close().catch(() => undefined);
      throw new Error(`Cannot reach MongoDB at the configured MONGODB_URI: ${(e as Error).message}`, {
        cause: e,
      });
    }
  }

  collection<T extends BaseDoc>(name: string, indexes: IndexSpec[] = []): Collection<T> {
    const existing = this.handles.get(name);
    if (existing) {
      if (indexes.length && indexesKey(indexes) !== existing.indexes)
        throw new Error(`The indexes of ${name} are declared twice, differently`);
      return existing.handle as unknown as Collection<T>;
    }
    checkIndexes(name, indexes);
    const handle = new MongoCollection<BaseDoc>(name, this.db);
    if (indexes.length) this.pending.push(declareIndexes(this.db, name, indexes));
    this.handles.set(name, { handle, indexes: indexesKey(indexes) });
    return handle as unknown as Collection<T>;
  }

  async ready(): Promise<void> {
    await Promise.all(this.pending);
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  private closed: Promise<void> | undefined;
  close(): Promise<void> {
    return (this.closed ??= this.client.close());
  }
}
