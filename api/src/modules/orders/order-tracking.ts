import { createHash, timingSafeEqual } from 'node:crypto';
import type { Order, TrackedOrder } from '@tyre/contracts';
import type { ThrottleRule } from '../../lib/throttle/throttle';

/**
 * POST /orders/track asks per client address: 10 in 10 minutes, counted in the store before any
 * order is looked up, so that references and numbers cannot be tried in bulk.
 */
export const TRACK_RULE: ThrottleRule = { limit: 10, windowSeconds: 10 * 60 };

/** Whether two numbers are the same, in a time that does not depend on where they differ. */
export function sameNumber(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * What a guest who knows an order's reference and mobile number sees of it: the statuses it went
 * through (without who moved it or the staff's notes), the shipment, what was ordered, the total,
 * and the key that opens its invoice. No address, name or payment details.
 */
export function toTrackedOrder(order: Order): TrackedOrder {
  return {
    reference: order.reference,
    key: order.key,
    status: order.status,
    timeline: order.history.map((change) => ({ status: change.to, at: change.at })),
    ...(order.shipment ? { shipment: order.shipment } : {}),
    items: order.items.map((line) => ({
      title: line.title,
      titleBn: line.titleBn ?? '',
      quantity: line.quantity,
    })),
    total: order.total,
    paymentType: order.payment.paymentType,
    language: order.language ?? 'en',
    createdAt: order.createdAt,
  };
}
