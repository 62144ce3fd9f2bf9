import { AppError, says } from '../../lib/http/errors';
import type { Throttle, ThrottleRule } from '../../lib/throttle/throttle';

/**
 * How many orders one client address and one mobile number may place: a bot must not take the
 * whole stock with fake Cash on Delivery orders. Counted through the shared store-backed throttle
 * (one conditional write per take), so the limit holds for parallel requests and across API
 * instances.
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

const rule = ({ max, windowSeconds }: LimitRule): ThrottleRule => ({ limit: max, windowSeconds });

function tooMany(
  who: 'limit.ordersFromNetwork' | 'limit.ordersForMobile',
  retryAfterSeconds: number,
): AppError {
  return new AppError('too_many_requests', says(who, { minutes: Math.ceil(retryAfterSeconds / 60) }), {
    retryAfterSeconds,
  });
}

export class PlacementLimit {
  constructor(
    private readonly throttle: Throttle,
    private readonly limits: PlacementLimits = DEFAULT_PLACEMENT_LIMITS,
  ) {}

  /**
   * Counts one placement for the client address (a throttle key from `addressKey`) and the
   * number; 429 with Retry-After when either is used up. A refused placement costs nothing: the
   * address's take is given back when the number refuses.
   */
  async check(address: string | undefined, mobile: string): Promise<void> {
    const byAddress = address ? `order:address:${address}` : undefined;
    if (byAddress) {
      const taken = await this.throttle.take(byAddress, rule(this.limits.perAddress));
      if (!taken.ok) throw tooMany('limit.ordersFromNetwork', taken.retryAfterSeconds);
    }
    const taken = await this.throttle.take(`order:mobile:${mobile}`, rule(this.limits.perMobile));
    if (!taken.ok) {
      if (byAddress) await this.throttle.refund(byAddress);
      throw tooMany('limit.ordersForMobile', taken.retryAfterSeconds);
    }
  }
}
