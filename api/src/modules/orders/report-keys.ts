import { DHAKA_OFFSET_MS, type Order } from '@tyre/contracts';
import { periodOf } from '../reports/report-range';

/**
 * The figures the reports read, kept on each stored order (`report`) so that their pipelines
 * only match and group: no date arithmetic per order. Written when the order is placed and on
 * every status change, and by the start-up backfill for orders stored without them. Never part
 * of the API's answers (`toOrder` drops it).
 */
export interface OrderReportKeys {
  /** The order's day in Dhaka (YYYY-MM-DD). */
  day: string;
  /** The Monday (YYYY-MM-DD) of its ISO week in Dhaka. */
  week: string;
  /** The 1st (YYYY-MM-01) of its month in Dhaka. */
  month: string;
  /** Its moment in Dhaka to the minute (YYYY-MM-DD HH:MM), the CSV's date. */
  time: string;
  /** Units over its lines (each line's revenue is its `lineTotal`). */
  units: number;
  /** Milliseconds from the order to its bKash verification (payment review to pending), once verified. */
  verifiedAfterMs?: number;
  /** Milliseconds from the order to its completion, once completed. */
  completedAfterMs?: number;
}

/** The report keys of an order, from its moment, lines and history. */
export function reportKeys(order: Pick<Order, 'createdAt' | 'items' | 'history'>): OrderReportKeys {
  const created = Date.parse(order.createdAt);
  const local = new Date(created + DHAKA_OFFSET_MS).toISOString();
  const day = local.slice(0, 10);
  const keys: OrderReportKeys = {
    day,
    week: periodOf(day, 'week'),
    month: periodOf(day, 'month'),
    time: `${day} ${local.slice(11, 16)}`,
    units: order.items.reduce((sum, line) => sum + line.quantity, 0),
  };
  const verified = order.history.find((h) => h.from === 'payment_review' && h.to === 'pending');
  if (verified) keys.verifiedAfterMs = Date.parse(verified.at) - created;
  const completed = order.history.find((h) => h.to === 'completed');
  if (completed) keys.completedAfterMs = Date.parse(completed.at) - created;
  return keys;
}
