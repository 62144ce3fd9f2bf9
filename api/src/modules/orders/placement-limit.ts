import { AppError } from '../../lib/http/errors';
import { DuplicateKeyError, type Collection, type Store } from '../../lib/store/store';

/**
 * How many orders one client address and one mobile number may place: a bot must not take the
 * whole stock with fake Cash on Delivery orders. Counted in the store (fixed windows, one counter
 * document per key and window, taken with an atomic conditional `$inc`), so the limit holds for
 * parallel requests and across API instances. A self-contained step: the shared store-backed
 * throttle can replace it at merge time.
 */
export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export interface PlacementLimits {
  perAddress: LimitRule;
  perMobile: LimitRule;
}

/**
 * The defaults of ORDER_LIMIT_PER_ADDRESS (30/600) and ORDER_LIMIT_PER_MOBILE (5/3600): generous per
 * address (mobile carriers put many customers behind one address), tight per number.
 */
export const DEFAULT_PLACEMENT_LIMITS: PlacementLimits = {
  perAddress: { max: 30, windowSeconds: 10 * 60 },
  perMobile: { max: 5, windowSeconds: 60 * 60 },
};

interface CounterDoc {
  _id: string;
  count: number;
  /** ISO instant after which the window is over (and the document may be removed). */
  expiresAt: string;
}

export class PlacementLimit {
  private readonly col: Collection<CounterDoc>;
  private lastSweep = 0;

  constructor(
    store: Store,
    private readonly limits: PlacementLimits = DEFAULT_PLACEMENT_LIMITS,
  ) {
    this.col = store.collection<CounterDoc>('order_limits', [{ fields: { expiresAt: 1 } }]);
  }

  /** Counts one placement for the address and the number; 429 with Retry-After when either is used up. */
  async check(address: string | undefined, mobile: string, now = Date.now()): Promise<void> {
    if (address) await this.take(`address:${address}`, this.limits.perAddress, now, 'from this network');
    await this.take(`mobile:${mobile}`, this.limits.perMobile, now, 'for this mobile number');
    await this.sweep(now);
  }

  private async take(key: string, rule: LimitRule, now: number, who: string): Promise<void> {
    const windowMs = rule.windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    const id = `${key}:${start}`;
    const counted = async () =>
      (await this.col.updateOne({ _id: id, count: { $lt: rule.max } }, { $inc: { count: 1 } })) !== null;
    if (await counted()) return;
    try {
      await this.col.insertOne({ _id: id, count: 1, expiresAt: new Date(start + windowMs).toISOString() });
      return;
    } catch (e) {
      if (!(e instanceof DuplicateKeyError)) throw e;
    }
    // another request opened the window first
    if (await counted()) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
    throw new AppError(
      'too_many_requests',
      `Too many orders ${who}. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
      { retryAfterSeconds },
    );
  }

  /** Removes ended windows now and then. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.col.deleteMany({ expiresAt: { $lt: new Date(now).toISOString() } });
  }
}
