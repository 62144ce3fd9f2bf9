import fs from 'node:fs';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { lockDataDir } from './data-dir-lock';
import { aggregateDocs } from './native-pipeline';
import { newId } from './ids';
import { WriteGate } from './write-gate';
import { filterFields, ReadCache, updatedFields, type QueryShape } from './read-cache';
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

/** The indexes NeDB holds for a datastore (loaded from its file, or made since): not in its types. */
const storedIndexes = (db: Datastore<BaseDoc>) =>
  (db as unknown as { indexes: Record<string, { unique: boolean; sparse: boolean }> }).indexes;

/** NeDB names the clashing value, not the field: find the unique field that holds it. */
function rethrow(e: unknown, uniqueFields: string[], candidates: Record<string, unknown>[]): never {
  const err = e as { errorType?: string; key?: unknown };
  if (err?.errorType === 'uniqueViolated') {
    const field = uniqueFields.find((f) => candidates.some((c) => c[f] === err.key));
    throw new DuplicateKeyError(field ?? 'key');
  }
  throw e;
}

interface NedbIndex {
  getMatching(value: unknown): unknown[];
}

/** A value NeDB can look up in a single-field index (as its own planner decides). */
const isPlain = (v: unknown): boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null || v instanceof Date;

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

/** A filter NeDB reads as MongoDB does: top-level fields, each a plain value or a range of plain values. */
function isSimpleMatch(match: Record<string, unknown>): boolean {
  return Object.entries(match).every(([key, condition]) => {
    if (key.startsWith('$') || key.includes('.')) return false;
    if (typeof condition === 'string' || typeof condition === 'number') return true;
    if (!condition || typeof condition !== 'object' || condition instanceof RegExp) return false;
    const ops = Object.entries(condition);
    return (
      ops.length > 0 &&
      ops.every(([op, v]) => RANGE_OPERATORS.has(op) && (typeof v === 'string' || typeof v === 'number'))
    );
  });
}

/** Pages and counts are remembered; long answers (exports, reports) are not. */
const CACHEABLE_LENGTH = 200;
/** Report answers (a few hundred rows) are remembered; a CSV's order lines are not. */
const CACHEABLE_AGGREGATE_LENGTH = 5000;

/** What a remembered answer depends on: the fields its filter and sort read (none known: no shape). */
function shapeOf<T extends BaseDoc>(
  kind: QueryShape['kind'],
  filter: Filter<T>,
  options: FindOptions<T> = {},
): QueryShape | undefined {
  const fields = filterFields(filter);
  if (!fields) return undefined;
  for (const key of Object.keys(options.sort ?? {})) fields.add(key.split('.')[0]!);
  return { kind, fields, projection: options.projection as Record<string, 0 | 1> | undefined };
}

class NedbCollection<T extends BaseDoc> implements Collection<T> {
  private readonly cache = new ReadCache();

  constructor(
    readonly name: string,
    private readonly db: Datastore<T>,
    private readonly loaded: Promise<void>,
    private readonly uniqueFields: string[],
    private readonly gate: WriteGate,
  ) {}

  /**
   * NeDB takes its candidates from the last key of the filter that has a single-field index and a
   * plain value. When several do, the one matching the fewest documents is moved last, so
   * callers need not order their keys.
   */
  private plan(filter: Filter<T>): Record<string, unknown> {
    const query = filter as Record<string, unknown>;
    const indexes = (this.db as unknown as { indexes: Record<string, NedbIndex> }).indexes;
    const usable = Object.keys(query).filter((k) => indexes[k] && isPlain(query[k]));
    if (usable.length < 2) return query;
    let best = usable[0]!;
    let fewest = Infinity;
    for (const key of usable) {
      const n = indexes[key]!.getMatching(query[key]).length;
      if (n < fewest) [best, fewest] = [key, n];
    }
    const { [best]: value, ...rest } = query;
    return { ...rest, [best]: value };
  }

  /** Runs a write through the store's gate; cached answers are dropped before and after it. */
  private async write<R>(run: () => Promise<R>): Promise<R> {
    await this.loaded;
    return this.gate.write(async () => {
      this.cache.invalidate();
      try {
        return await run();
      } finally {
        this.cache.invalidate();
      }
    });
  }

  insertOne(doc: NewDoc<T>): Promise<T> {
    return this.write(async () => {
      try {
        return (await this.db.insertAsync({ ...doc, _id: doc._id ?? newId() } as T)) as T;
      } catch (e) {
        rethrow(e, this.uniqueFields, [doc as Record<string, unknown>]);
      }
    });
  }

  async insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    return this.write(async () => {
      try {
        return (await this.db.insertAsync(docs.map((d) => ({ ...d, _id: d._id ?? newId() }) as T))) as T[];
      } catch (e) {
        rethrow(e, this.uniqueFields, docs as Record<string, unknown>[]);
      }
    });
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    await this.loaded;
    return this.cache.through(
      ReadCache.key('one', filter),
      async () => ((await this.db.findOneAsync(this.plan(filter) as never)) as T | null) ?? null,
      () => true,
      shapeOf('one', filter),
    );
  }

  findById(id: string): Promise<T | null> {
    return this.findOne({ _id: id } as Filter<T>);
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    await this.loaded;
    return this.cache.through(
      ReadCache.key('find', filter, options),
      async () => {
        let cursor = this.db.findAsync(this.plan(filter) as never, (options.projection ?? {}) as never);
        if (options.sort) cursor = cursor.sort(options.sort as Record<string, number>);
        if (options.skip) cursor = cursor.skip(options.skip);
        if (options.limit) cursor = cursor.limit(options.limit);
        return (await cursor.execAsync()) as T[];
      },
      (docs) => docs.length <= CACHEABLE_LENGTH,
      shapeOf('find', filter, options),
    );
  }

  async count(filter: Filter<T>): Promise<number> {
    await this.loaded;
    return this.cache.through(
      ReadCache.key('count', filter),
      () => this.db.countAsync(this.plan(filter) as never),
      () => true,
      shapeOf('count', filter),
    );
  }

  /**
   * One document changes: remembered answers whose queries read none of the changed fields keep
   * their place and get the new document (an order's stock decrement leaves the lists cached).
   */
  async updateOne(filter: Filter<T>, update: Update<T>): Promise<T | null> {
    await this.loaded;
    return this.gate.write(async () => {
      this.cache.begin();
      let doc: T | null = null;
      try {
        const { affectedDocuments } = await this.db.updateAsync(this.plan(filter) as never, update as never, {
          multi: false,
          returnUpdatedDocs: true,
        });
        doc = (affectedDocuments as T | null) ?? null;
        return doc;
      } catch (e) {
        doc = null;
        rethrow(e, this.uniqueFields, [(update.$set ?? {}) as Record<string, unknown>]);
      } finally {
        this.cache.updated(
          updatedFields(update as Record<string, unknown>),
          doc as Record<string, unknown> | null,
        );
      }
    });
  }

  updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    return this.write(async () => {
      try {
        // NeDB counts the documents matched (changed or not), as MongoDB's matchedCount.
        const { numAffected } = await this.db.updateAsync(this.plan(filter) as never, update as never, {
          multi: true,
        });
        return numAffected;
      } catch (e) {
        rethrow(e, this.uniqueFields, [(update.$set ?? {}) as Record<string, unknown>]);
      }
    });
  }

  deleteOne(filter: Filter<T>): Promise<T | null> {
    return this.write(async () => {
      const doc = ((await this.db.findOneAsync(this.plan(filter) as never)) as T | null) ?? null;
      if (!doc) return null;
      await this.db.removeAsync({ _id: doc._id } as never, { multi: false });
      return doc;
    });
  }

  deleteMany(filter: Filter<T>): Promise<number> {
    return this.write(() => this.db.removeAsync(this.plan(filter) as never, { multi: true }));
  }

  /**
   * Runs the pipeline: its leading stages of the shapes the fast path knows as plain loops, the
   * rest with mingo (see `native-pipeline.ts`). A leading `$match` of plain values and ranges on top-level
   * fields also picks the candidates through NeDB (its indexes); mingo still applies it.
   * mingo gets shallow copies of the stored documents, not NeDB's deep copies (a deep copy of
   * every order with its lines and history cost more than the pipeline itself): it runs without
   * cloning (its default) and its stages build new objects rather than change their input.
   * Answers are remembered until the next write to the collection, as the other reads are.
   */
  async aggregate<R>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    await this.loaded;
    return this.cache.through(
      ReadCache.key('aggregate', pipeline),
      async () => {
        const first = pipeline[0]?.$match as Record<string, unknown> | undefined;
        const query = first && isSimpleMatch(first) ? this.plan(first as Filter<T>) : {};
        const db = this.db as unknown as RawCandidates<T>;
        // in NeDB's queue, as its own cursors read: after the writes already asked for
        const docs =
          typeof db._getCandidatesAsync === 'function' && db.executor
            ? await db.executor.pushAsync(
                async () => rangeCandidates(db, query) ?? db._getCandidatesAsync!(query),
              )
            : ((await this.db.findAsync(query as never).execAsync()) as T[]);
        return aggregateDocs(docs as Record<string, unknown>[], pipeline) as R[];
      },
      (rows) => rows.length <= CACHEABLE_AGGREGATE_LENGTH,
    );
  }
}

/** NeDB's own candidate lookup (its indexes, expired documents removed), without copying them. */
interface RawCandidates<T> {
  _getCandidatesAsync?: (query: Record<string, unknown>) => Promise<T[]>;
  executor?: { pushAsync<R>(task: () => Promise<R>): Promise<R> };
  indexes?: Record<string, { tree?: { tree?: TreeNode } }>;
  ttlIndexes?: Record<string, unknown>;
}

/** A node of NeDB's index tree (its AVL tree from @seald-io/binary-search-tree). */
interface TreeNode {
  key?: unknown;
  data: unknown[];
  left?: TreeNode | null;
  right?: TreeNode | null;
  compareKeys(a: unknown, b: unknown): number;
}

/**
 * The candidates of a range on an indexed field (the one NeDB would pick: no field matched on a
 * plain value, the last ranged field that has an index), in the index's order, collected in one
 * walk of its tree. NeDB's own walk copies each subtree's answer into its parent's, which over a
 * range holding 100,000 orders cost more than the report. Undefined when NeDB should choose (a
 * plain value on an indexed field, no indexed range, or documents that may expire).
 */
function rangeCandidates<T>(db: RawCandidates<T>, query: Record<string, unknown>): T[] | undefined {
  const indexes = db.indexes ?? {};
  if (Object.keys(db.ttlIndexes ?? {}).length) return undefined;
  const entries = Object.entries(query);
  if (entries.some(([k, v]) => indexes[k] && isPlain(v))) return undefined;
  const ranged = entries.filter(([k, v]) => indexes[k] && v !== null && typeof v === 'object').pop();
  const root = ranged && indexes[ranged[0]]?.tree?.tree;
  if (!ranged || !root) return undefined;
  const range = ranged[1] as Record<string, unknown>;
  const out: T[] = [];
  const low = '$gt' in range ? '$gt' : '$gte' in range ? '$gte' : undefined;
  const high = '$lt' in range ? '$lt' : '$lte' in range ? '$lte' : undefined;
  const walk = (node: TreeNode | null | undefined): void => {
    if (!node || !Object.prototype.hasOwnProperty.call(node, 'key')) return;
    const aboveLow =
      !low ||
      (low === '$gt'
        ? node.compareKeys(node.key, range.$gt) > 0
        : node.compareKeys(node.key, range.$gte) >= 0);
    const belowHigh =
      !high ||
      (high === '$lt'
        ? node.compareKeys(node.key, range.$lt) < 0
        : node.compareKeys(node.key, range.$lte) <= 0);
    if (aboveLow) walk(node.left);
    if (aboveLow && belowHigh) for (const doc of node.data) out.push(doc as T);
    if (belowHigh) walk(node.right);
  };
  walk(root);
  return out;
}

/** One collection's documents at a snapshot: NeDB's own objects, to be read and never changed. */
export interface CollectionDocuments {
  name: string;
  docs: readonly Record<string, unknown>[];
}

/** Embedded document store: one NeDB file per collection under `<dataDir>/db`. */
export class NedbStore implements Store {
  readonly kind = 'embedded' as const;
  /** Every write passes it; a snapshot (a backup) takes it alone for a moment (see write-gate.ts). */
  readonly gate = new WriteGate();
  private readonly collections = new Map<
    string,
    { db: Datastore<BaseDoc>; handle: Collection<BaseDoc>; indexes: string }
  >();
  private readonly pending: Promise<void>[] = [];
  private readonly unlock: () => void;
  private closed: Promise<void> | undefined;

  constructor(readonly dataDir: string) {
    this.unlock = lockDataDir(dataDir);
  }

  collection<T extends BaseDoc>(name: string, indexes: IndexSpec[] = []): Collection<T> {
    const existing = this.collections.get(name);
    if (existing) {
      if (indexes.length && indexesKey(indexes) !== existing.indexes)
        throw new Error(`The indexes of ${name} are declared twice, differently`);
      return existing.handle as unknown as Collection<T>;
    }
    checkIndexes(name, indexes);
    const db = new Datastore<BaseDoc>({ filename: path.join(this.dataDir, 'db', `${name}.db`) });
    const loaded = (async () => {
      await db.loadDatabaseAsync();
      // NeDB serves a query from one single-field index: a compound index gives its first
      // field (see its `embedded` note); a field is indexed once.
      const done = new Set<string>();
      for (const index of indexes) {
        const fields = Object.keys(index.fields);
        const fieldName = fields[0]!;
        if (done.has(fieldName)) continue;
        done.add(fieldName);
        const single = indexes.find((i) => Object.keys(i.fields).length === 1 && fieldName in i.fields);
        const unique = single?.unique ?? false;
        const sparse = single?.sparse ?? false;
        // NeDB keeps the index of the file as it was first made (ensureIndex then does nothing):
        // one declared with other options now (a unique index made sparse) is made again
        const stored = storedIndexes(db)[fieldName];
        if (stored && (stored.unique !== unique || stored.sparse !== sparse))
          await db.removeIndexAsync(fieldName);
        await db.ensureIndexAsync({
          fieldName,
          unique,
          sparse,
          ...(single?.expireAfterSeconds !== undefined && { expireAfterSeconds: single.expireAfterSeconds }),
        });
      }
      db.setAutocompactionInterval(10 * 60_000);
    })();
    this.pending.push(loaded);
    const uniqueFields = indexes
      .filter((i) => i.unique && Object.keys(i.fields).length === 1)
      .flatMap((i) => Object.keys(i.fields));
    const handle = new NedbCollection<BaseDoc>(name, db, loaded, uniqueFields, this.gate);
    this.collections.set(name, { db, handle, indexes: indexesKey(indexes) });
    return handle as unknown as Collection<T>;
  }

  async ready(): Promise<void> {
    await Promise.all(this.pending);
  }

  /**
   * The documents of every open collection as they are now. Call it inside `gate.exclusive`
   * (after `ready`): no write is then in progress, so each list holds every acknowledged write and
   * nothing half done. It copies lists of references only (NeDB replaces a document on each
   * update rather than changing it), so the moment the writes wait is short.
   */
  documentsNow(): CollectionDocuments[] {
    return [...this.collections].map(([name, { db }]) => ({
      name,
      docs: db.getAllData() as unknown as Record<string, unknown>[],
    }));
  }

  /** The collections of the data folder this process has not opened (no process writes them). */
  async unopenedCollections(): Promise<{ name: string; file: string }[]> {
    const dir = path.join(this.dataDir, 'db');
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    return names
      .filter((f) => f.endsWith('.db') && !this.collections.has(f.slice(0, -3)))
      .map((f) => ({ name: f.slice(0, -3), file: path.join(dir, f) }));
  }

  /** The size of the store's files on disk, in bytes. */
  async sizeBytes(): Promise<number> {
    const dir = path.join(this.dataDir, 'db');
    let total = 0;
    for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
      total += (await fs.promises.stat(path.join(dir, name)).catch(() => ({ size: 0 }))).size;
    }
    return total;
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
