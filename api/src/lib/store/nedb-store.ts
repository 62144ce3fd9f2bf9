import fs from 'node:fs';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { aggregate as runPipeline } from 'mingo';
import { lockDataDir } from './data-dir-lock';
import { newId } from './ids';
import {
  DuplicateKeyError,
  type BaseDoc,
  type Collection,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type NewDoc,
  type Store,
  type Update,
} from './store';

/** NeDB names the clashing value, not the field: find the unique field that holds it. */
function rethrow(e: unknown, uniqueFields: string[], candidates: Record<string, unknown>[]): never {
  const err = e as { errorType?: string; key?: unknown };
  if (err?.errorType === 'uniqueViolated') {
    const field = uniqueFields.find((f) => candidates.some((c) => c[f] === err.key));
    throw new DuplicateKeyError(field ?? 'key');
  }
  throw e;
}

class NedbCollection<T extends BaseDoc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly db: Datastore<T>,
    private readonly loaded: Promise<void>,
    private readonly uniqueFields: string[],
  ) {}

  async insertOne(doc: NewDoc<T>): Promise<T> {
    await this.loaded;
    try {
      return (await this.db.insertAsync({ ...doc, _id: doc._id ?? newId() } as T)) as T;
    } catch (e) {
      rethrow(e, this.uniqueFields, [doc]);
    }
  }

  async insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    await this.loaded;
    if (docs.length === 0) return [];
    try {
      return (await this.db.insertAsync(docs.map((d) => ({ ...d, _id: d._id ?? newId() }) as T))) as T[];
    } catch (e) {
      rethrow(e, this.uniqueFields, docs);
    }
  }

  async findOne(filter: Filter): Promise<T | null> {
    await this.loaded;
    return ((await this.db.findOneAsync(filter as never)) as T | null) ?? null;
  }

  findById(id: string): Promise<T | null> {
    return this.findOne({ _id: id });
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    await this.loaded;
    let cursor = this.db.findAsync(filter as never, (options.projection ?? {}) as never);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.execAsync()) as T[];
  }

  async count(filter: Filter): Promise<number> {
    await this.loaded;
    return this.db.countAsync(filter as never);
  }

  async updateOne(filter: Filter, update: Update): Promise<T | null> {
    await this.loaded;
    try {
      const { affectedDocuments } = await this.db.updateAsync(filter as never, update as never, {
        multi: false,
        returnUpdatedDocs: true,
      });
      return (affectedDocuments as T | null) ?? null;
    } catch (e) {
      rethrow(e, this.uniqueFields, [update.$set ?? {}]);
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    await this.loaded;
    try {
      const { numAffected } = await this.db.updateAsync(filter as never, update as never, { multi: true });
      return numAffected;
    } catch (e) {
      rethrow(e, this.uniqueFields, [update.$set ?? {}]);
    }
  }

  async deleteOne(filter: Filter): Promise<T | null> {
    await this.loaded;
    const doc = await this.findOne(filter);
    if (!doc) return null;
    await this.db.removeAsync({ _id: doc._id } as never, { multi: false });
    return doc;
  }

  async deleteMany(filter: Filter): Promise<number> {
    await this.loaded;
    return this.db.removeAsync(filter as never, { multi: true });
  }

  async aggregate<R>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    await this.loaded;
    const all = (await this.db.findAsync({} as never).execAsync()) as T[];
    return runPipeline(all, pipeline) as R[];
  }
}

/** Embedded document store: one NeDB file per collection under `<dataDir>/db`. */
export class NedbStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly collections = new Map<string, { db: Datastore<BaseDoc>; handle: Collection<BaseDoc> }>();
  private readonly pending: Promise<void>[] = [];
  private readonly unlock: () => void;
  private closed: Promise<void> | undefined;

  constructor(private readonly dataDir: string) {
    this.unlock = lockDataDir(dataDir);
  }

  collection<T extends BaseDoc>(name: string, indexes: IndexSpec[] = []): Collection<T> {
    const existing = this.collections.get(name);
    if (existing) return existing.handle as unknown as Collection<T>;
    const db = new Datastore<BaseDoc>({ filename: path.join(this.dataDir, 'db', `${name}.db`) });
    const loaded = (async () => {
      await db.loadDatabaseAsync();
      for (const index of indexes) {
        const fields = Object.keys(index.fields);
        // NeDB indexes one field; compound indexes are for MongoDB only.
        if (fields.length !== 1) continue;
        await db.ensureIndexAsync({ fieldName: fields[0]!, unique: index.unique ?? false, sparse: index.sparse ?? false });
      }
      db.setAutocompactionInterval(10 * 60_000);
    })();
    this.pending.push(loaded);
    const uniqueFields = indexes.filter((i) => i.unique).flatMap((i) => Object.keys(i.fields));
    const handle = new NedbCollection<BaseDoc>(name, db, loaded, uniqueFields);
    this.collections.set(name, { db, handle });
    return handle as unknown as Collection<T>;
  }

  async ready(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** Reachable while open and while its directory can be written. */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('The embedded store is closed');
    await this.ready();
    await fs.promises.access(path.join(this.dataDir, 'db'), fs.constants.W_OK);
  }

  close(): Promise<void> {
    this.closed ??= (async () => {
      try {
        await Promise.allSettled(this.pending);
        for (const { db } of this.collections.values()) {
          db.stopAutocompaction();
          await db.compactDatafileAsync();
        }
      } finally {
        this.unlock();
      }
    })();
    return this.closed;
  }
}
