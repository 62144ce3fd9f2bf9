import fs from 'node:fs';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { aggregate as runPipeline } from 'mingo';
import { lockDataDir } from './data-dir-lock';
import { newId } from './ids';
import { ReadCache } from './read-cache';
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

/** Pages and counts are remembered; long answers (exports, reports) are not. */
const CACHEABLE_LENGTH = 200;

class NedbCollection<T extends BaseDoc> implements Collection<T> {
  private readonly cache = new ReadCache();

  constructor(
    readonly name: string,
    private readonly db: Datastore<T>,
    private readonly loaded: Promise<void>,
    private readonly uniqueFields: string[],
  ) {}

  /** Runs a write; cached answers are dropped before and after it. */
  private async write<R>(run: () => Promise<R>): Promise<R> {
    await this.loaded;
    this.cache.invalidate();
    try {
      return await run();
    } finally {
      this.cache.invalidate();
    }
  }

  insertOne(doc: NewDoc<T>): Promise<T> {
    return this.write(async () => {
      try {
        return (await this.db.insertAsync({ ...doc, _id: doc._id ?? newId() } as T)) as T;
      } catch (e) {
        rethrow(e, this.uniqueFields, [doc]);
      }
    });
  }

  async insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    return this.write(async () => {
      try {
        return (await this.db.insertAsync(docs.map((d) => ({ ...d, _id: d._id ?? newId() }) as T))) as T[];
      } catch (e) {
        rethrow(e, this.uniqueFields, docs);
      }
    });
  }

  async findOne(filter: Filter): Promise<T | null> {
    await this.loaded;
    return this.cache.through(
      ReadCache.key('one', filter),
      async () => ((await this.db.findOneAsync(filter as never)) as T | null) ?? null,
    );
  }

  findById(id: string): Promise<T | null> {
    return this.findOne({ _id: id });
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    await this.loaded;
    return this.cache.through(
      ReadCache.key('find', filter, options),
      async () => {
        let cursor = this.db.findAsync(filter as never, (options.projection ?? {}) as never);
        if (options.sort) cursor = cursor.sort(options.sort);
        if (options.skip) cursor = cursor.skip(options.skip);
        if (options.limit) cursor = cursor.limit(options.limit);
        return (await cursor.execAsync()) as T[];
      },
      (docs) => docs.length <= CACHEABLE_LENGTH,
    );
  }

  async count(filter: Filter): Promise<number> {
    await this.loaded;
    return this.cache.through(ReadCache.key('count', filter), () => this.db.countAsync(filter as never));
  }

  updateOne(filter: Filter, update: Update): Promise<T | null> {
    return this.write(async () => {
      try {
        const { affectedDocuments } = await this.db.updateAsync(filter as never, update as never, {
          multi: false,
          returnUpdatedDocs: true,
        });
        return (affectedDocuments as T | null) ?? null;
      } catch (e) {
        rethrow(e, this.uniqueFields, [update.$set ?? {}]);
      }
    });
  }

  updateMany(filter: Filter, update: Update): Promise<number> {
    return this.write(async () => {
      try {
        const { numAffected } = await this.db.updateAsync(filter as never, update as never, { multi: true });
        return numAffected;
      } catch (e) {
        rethrow(e, this.uniqueFields, [update.$set ?? {}]);
      }
    });
  }

  deleteOne(filter: Filter): Promise<T | null> {
    return this.write(async () => {
      const doc = ((await this.db.findOneAsync(filter as never)) as T | null) ?? null;
      if (!doc) return null;
      await this.db.removeAsync({ _id: doc._id } as never, { multi: false });
      return doc;
    });
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.write(() => this.db.removeAsync(filter as never, { multi: true }));
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
        await db.ensureIndexAsync({
          fieldName: fields[0]!,
          unique: index.unique ?? false,
          sparse: index.sparse ?? false,
          ...(index.expireAfterSeconds !== undefined && { expireAfterSeconds: index.expireAfterSeconds }),
        });
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
