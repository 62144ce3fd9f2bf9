import { createHash, timingSafeEqual } from 'node:crypto';
import type { Order, Shipment, TrackedOrder } from '@tyre/contracts';
import { AppError, says } from '../../lib/http/errors';
import type { Throttle, ThrottleRule } from '../../lib/throttle/throttle';

/**
 * POST /orders/track asks per client address: 10 in 10 minutes, counted in the store before any
 * order is looked up, so that references and numbers cannot be tried in bulk.
 */
export const TRACK_RULE: ThrottleRule = { limit: 10, windowSeconds: 10 * 60 };

/**
 * Asks about one reference, from any address: 10 an hour. References are sequential, so an
 * attacker who rotates addresses would otherwise try numbers for one order without end.
 */
export const TRACK_REFERENCE_RULE: ThrottleRule = { limit: 10, windowSeconds: 60 * 60 };

/**
 * Asks in the whole shop, from any address and about any reference: 200 an hour. Both are
 * counted before the lookup; an ask that finds its order is given back, so only wrong asks use
 * them up and a customer who tracks their own order again and again is never refused.
 */
export const TRACK_SHOP_RULE: ThrottleRule = { limit: 200, windowSeconds: 60 * 60 };

const minutes = (seconds: number) => Math.ceil(seconds / 60);

/** The per-reference and shop-wide tracking limits, on the shared store-backed throttle. */
export class TrackingLimits {
  constructor(
    private readonly throttle: Throttle,
    private readonly rules = { perReference: TRACK_REFERENCE_RULE, shop: TRACK_SHOP_RULE },
  ) {}

  /**
   * Counts one ask about `reference` (as the contract normalises it) and one for the shop, in
   * the store: 429 with Retry-After when either is used up (a refused ask costs nothing). Answers
   * how to give the ask back once it found its order.
   */
  async take(reference: string): Promise<{ giveBack: () => Promise<void> }> {
    const byReference = `track:reference:${reference}`;
    const shop = 'track:shop';
    // the reference first: asks about a reference already refused never use up the shop's count
    const taken = await this.throttle.take(byReference, this.rules.perReference);
    if (!taken.ok) {
      throw new AppError(
        'too_many_requests',
        says('limit.trackReference', { minutes: minutes(taken.retryAfterSeconds) }),
        { retryAfterSeconds: taken.retryAfterSeconds },
      );
    }
    const inShop = await this.throttle.take(shop, this.rules.shop);
    if (!inShop.ok) {
      await this.throttle.refund(byReference);
      throw new AppError(
        'too_many_requests',
        says('limit.trackShop', { minutes: minutes(inShop.retryAfterSeconds) }),
        { retryAfterSeconds: inShop.retryAfterSeconds },
      );
    }
    return { giveBack: () => this.throttle.refund([byReference, shop]) };
  }
}

/** Whether two numbers are the same, in a time that does not depend on where they differ. */
export function sameNumber(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The shipment as tracking shows it: the courier's latest word by its state and time only (its own
 * words may name a rider, a phone number or an address), nothing the courier owes the shop.
 */
function trackedShipment(shipment: Shipment): Shipment {
  const { update, settled, collected, deliveryCharge, ...rest } = shipment;
  void [settled, collected, deliveryCharge];
  return { ...rest, ...(update ? { update: { state: update.state, at: update.at } } : {}) };
}

/**
 * What a guest who knows an order's reference and mobile number sees of it: the statuses it went
 * through (without who moved it or the staff's notes), the shipment, what was ordered, the total
 * and how it is paid. Nothing that opens the order or its invoice (its key or id), and nothing
 * about the customer: no name, address, number, e-mail, language or payment details. The invoice
 * opens by the link the customer was sent.
 */
export function toTrackedOrder(order: Order): TrackedOrder {
  return {
    reference: order.reference,
    status: order.status,
    // a refund of the payment is no step of the order's way
    timeline: order.history
      .filter((change) => !change.refund)
      .map((change) => ({ status: change.to, at: change.at })),
    ...(order.shipment ? { shipment: trackedShipment(order.shipment) } : {}),
    items: order.items.map((line) => ({
      title: line.title,
      titleBn: line.titleBn ?? '',
      quantity: line.quantity,
    })),
    total: order.total,
    paymentType: order.payment.paymentType,
    createdAt: order.createdAt,
  };
}
