import type { Store } from '../../lib/store/store';
import { VehicleChangesRepository } from './vehicle-changes.repository';

/**
 * The kept answers all go this long after their counter was first read, whatever it says: the bound
 * on their staleness in another instance if a write's counter move was lost (a crash between the
 * write and the move).
 */
export const MAX_AGE_MS = 10 * 60_000;

/** The kind of an answer: a list (types, makes, models) or one vehicle (a model and its fitments). */
type AnswerKind = 'list' | 'vehicle';

/** How many answers of each kind are kept (the least recently read goes first). */
const LIMITS: Record<AnswerKind, number> = { list: 1_000, vehicle: 2_000 };

/**
 * An answer kept as the bytes of its JSON: what `res.json(value)` sends, built once rather than at
 * each request (the type records what it holds).
 */
export type JsonOf<T> = Buffer & { readonly __jsonOf?: T };

export const jsonOf = <T>(value: T): JsonOf<T> => Buffer.from(JSON.stringify(value));

/**
 * Freezes a kept answer and everything in it: it is shared by every request that reads it (JSON
 * bytes cannot be frozen; nothing writes to them).
 */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The public finder's answers (per-type counts, the makes of a type, a make's models, a model with
 * its fitments), kept in this process between vehicle writes, so that a read makes one store read
 * (the counter) instead of the queries behind the answer.
 *
 * Every vehicle write calls `changed` when it is done (or has failed): the answers kept here go at
 * once, and the counter in the store moves. Every read first reads the counter (one read by `_id`;
 * on the embedded store an answer of its read cache) and drops the kept answers when it moved since
 * they were made. So an admin's change is in the next read of the instance that wrote it, and in
 * the next read of every other instance sharing the MongoDB store once the write has answered. An
 * answer made from the data before a write is not kept past that write. Kept answers are frozen:
 * shared by every request, never changed.
 */
export class FinderAnswers {
  private readonly changes: VehicleChangesRepository;
  private readonly kept: Record<AnswerKind, Map<string, unknown>> = { list: new Map(), vehicle: new Map() };
  /** The counter the kept answers were made at (undefined: none yet, or a write is running). */
  private seq: number | undefined;
  /** When the kept answers' counter was first read (Date.now()). */
  private since = 0;

  constructor(store: Store) {
    this.changes = new VehicleChangesRepository(store);
  }

  /** The counter as stored now; the kept answers go when it is not theirs (or they are too old). */
  private async current(): Promise<number> {
    const seq = await this.changes.current();
    const now = Date.now();
    if (seq !== this.seq || now - this.since > MAX_AGE_MS) {
      this.drop();
      this.seq = seq;
      this.since = now;
    }
    return seq;
  }

  private drop(): void {
    this.kept.list.clear();
    this.kept.vehicle.clear();
  }

  /**
   * The kept answer of this kind under `key`, else what `make` gives: kept (frozen) unless the
   * counter moved meanwhile or a write here is running.
   */
  async get<T>(kind: AnswerKind, key: string, make: () => Promise<T>): Promise<T> {
    const seq = await this.current();
    const answers = this.kept[kind];
    if (answers.has(key)) {
      const hit = answers.get(key) as T;
      // the least recently read answer goes first
      answers.delete(key);
      answers.set(key, hit);
      return hit;
    }
    const value = await make();
    if (seq === this.seq) {
      if (answers.size >= LIMITS[kind]) answers.delete(answers.keys().next().value!);
      answers.set(key, deepFreeze(value));
    }
    return value;
  }

  /** Runs a vehicle write; when it is done (or has failed) the kept answers go, here and elsewhere. */
  async write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } finally {
      await this.changed();
    }
  }

  /**
   * After a vehicle write, done or failed: drops the answers kept here and moves the counter in the
   * store, for the other instances. The write's answer waits for it. Answers made meanwhile go
   * too: one made from what was there before the write is never kept once the write has answered.
   */
  async changed(): Promise<void> {
    this.seq = undefined;
    this.drop();
    try {
      await this.changes.move();
    } finally {
      this.seq = undefined;
      this.drop();
    }
  }
}
