import { createHash } from 'node:crypto';
import { DuplicateKeyError, type Collection, type Store } from '../store/store';

/** At most `limit` takes per key in a fixed window of `windowSeconds` that starts at the first take. */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** One counter per key; the store drops it once `expiresAt` has passed (a TTL index). */
interface CounterDoc {
  _id: string;
  count: number;
  expiresAt: Date;
}

const COLLECTION = 'throttles';
/** NeDB drops an expired record only when a query touches it: sweep now and then (MongoDB's TTL does it). */
const SWEEP_EVERY = 500;

/** Keys may hold e-mails and addresses: the store sees only their hash. */
const idFor = (key: string) => createHash('sha256').update(key).digest('base64url');

const ms = (d: Date | string) => new Date(d).getTime();

/** Who hears of refusals, per store (each running API has its own): the metrics. */
const refusalListeners = new WeakMap<Store, (limit: string) => void>();

/** The limit a key counts for, without the value it counts (`login:email`, `form:dealer`). */
export const limitName = (key: string): string => key.split(':').slice(0, 2).join(':');

/** Calls `listener` with the limit's name each time a throttle on `store` refuses an attempt. */
export function watchThrottles(store: Store, listener: (limit: string) => void): void {
  refusalListeners.set(store, listener);
}

/**
 * Counters that hold across parallel requests and several API instances: every take is one
 * conditional store write (`count < limit` and the window still open, then `$inc`), or the insert
 * of a fresh window (a duplicate `_id` means another request made it first: try again).
 * Usable by any endpoint: `take(key, rule)` before the expensive work, `refund(key)` when the
 * attempt should not count after all.
 */
export class Throttle {
  private readonly counters: Collection<CounterDoc>;
  private takes = 0;

  constructor(private readonly store: Store) {
    this.counters = store.collection<CounterDoc>(COLLECTION, [
      { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
  }

  /** Takes one from `key`, or answers how many seconds to wait. */
  async take(key: string, rule: ThrottleRule, now = Date.now()): Promise<TakeResult> {
    const result = await this.tryTake(key, rule, now);
    if (!result.ok) refusalListeners.get(this.store)?.(limitName(key));
    return result;
  }

  private async tryTake(key: string, rule: ThrottleRule, now: number): Promise<TakeResult> {
    if (++this.takes % SWEEP_EVERY === 0) void this.sweep().catch(() => undefined);
    const _id = idFor(key);
    const at = new Date(now);
    for (let round = 0; round < 4; round++) {
      const taken = await this.counters.updateOne(
        { _id, expiresAt: { $gt: at }, count: { $lt: rule.limit } },
        { $inc: { count: 1 } },
      );
      if (taken) return { ok: true };
      const current = await this.counters.findById(_id);
      if (current && ms(current.expiresAt) > now) {
        if (current.count < rule.limit) continue; // a refund came in between
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((ms(current.expiresAt) - now) / 1000)) };
      }
      const fresh = { count: 1, expiresAt: new Date(now + rule.windowSeconds * 1000) };
      if (current) {
        // The window is over but the record not yet swept: restart it, unless someone else just did.
        if (await this.counters.updateOne({ _id, expiresAt: { $lte: at } }, { $set: fresh })) {
          return { ok: true };
        }
        continue;
      }
      try {
        await this.counters.insertOne({ _id, ...fresh });
        return { ok: true };
      } catch (e) {
        if (!(e instanceof DuplicateKeyError)) throw e;
      }
    }
    // Heavy contention on one key: refuse rather than loop.
    return { ok: false, retryAfterSeconds: 1 };
  }

  /**
   * Takes one from every key in order; when one refuses, the ones already taken are given back
   * and the refusing key's wait is answered, so a refused attempt costs nothing.
   */
  async takeAll(entries: { key: string; rule: ThrottleRule }[], now = Date.now()): Promise<TakeResult> {
    const taken: string[] = [];
    for (const { key, rule } of entries) {
      const result = await this.take(key, rule, now);
      if (!result.ok) {
        await this.refund(taken, now);
        return result;
      }
      taken.push(key);
    }
    return { ok: true };
  }

  /** How many takes `key` holds in its open window (0 when none): reads, takes nothing. */
  async used(key: string, now = Date.now()): Promise<number> {
    const current = await this.counters.findById(idFor(key));
    return current && ms(current.expiresAt) > now ? current.count : 0;
  }

  /** Removes every record whose window is over; answers how many. */
  sweep(now = Date.now()): Promise<number> {
    return this.counters.deleteMany({ expiresAt: { $lte: new Date(now) } });
  }

  /** Gives one back to each key whose window is still open (never below zero). */
  async refund(keys: string | string[], now = Date.now()): Promise<void> {
    const at = new Date(now);
    for (const key of Array.isArray(keys) ? keys : [keys]) {
      await this.counters.updateOne(
        { _id: idFor(key), expiresAt: { $gt: at }, count: { $gt: 0 } },
        { $inc: { count: -1 } },
      );
    }
  }
}
