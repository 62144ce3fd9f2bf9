import type { AppContext } from '../../context';
import { DiskFileStore } from '../../lib/files/disk-file-store';
import type { Metrics } from '../../lib/metrics/metrics';
import { NedbStore } from '../../lib/store/nedb-store';
import { watchThrottles } from '../../lib/throttle/throttle';
import type { SmsBudgetReader } from '../messages/sms-budget';
import type { OrderEvents } from '../orders/order-events';

/** Sizes are summed from the disk at most this often (a scrape every few seconds reads no folders). */
const SIZE_EVERY_MS = 30_000;

/** A reading kept for `SIZE_EVERY_MS`. */
function every<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > SIZE_EVERY_MS) last = { at: Date.now(), value: read() };
    return last.value;
  };
}

/**
 * The shop's own metrics: orders placed by payment type (from the orders' events: a placement is
 * an event of an order whose history has its first entry only; demo orders left out), the
 * outbox's pending and failed messages, the shop's SMS budget (its limits, what is used of them,
 * and every SMS it stopped), refusals of every throttle (logins among them), and the size of the
 * embedded store and of its files.
 */
export function watchShop(
  metrics: Metrics,
  ctx: Pick<AppContext, 'store' | 'files'>,
  shop: {
    orders: OrderEvents;
    outbox: { outboxCounts(): Promise<{ pending: number; failed: number }>; smsBudget: SmsBudgetReader };
  },
): void {
  shop.orders.listen(({ order, quiet }) => {
    if (!quiet && order.history.length === 1)
      metrics.ordersPlaced.inc({ payment: order.payment.paymentType });
  });
  metrics.gauge(
    'tyre_outbox_messages',
    'Outbox messages (SMS and e-mail) waiting to be sent (pending) and given up on (failed)',
    ['status'],
    async () => {
      const { pending, failed } = await shop.outbox.outboxCounts();
      return [
        { labels: { status: 'pending' }, value: pending },
        { labels: { status: 'failed' }, value: failed },
      ];
    },
  );
  const budget = shop.outbox.smsBudget;
  budget.onRefusal(({ kind, window }) => metrics.smsBudgetRefusals.inc({ kind, window }));
  metrics.gauge(
    'tyre_sms_budget_used',
    'SMS sent in the open window of the shop-wide SMS budget, by window (hour, day)',
    ['window'],
    async () => {
      const used = await budget.used();
      return [
        { labels: { window: 'hour' }, value: used.hour },
        { labels: { window: 'day' }, value: used.day },
      ];
    },
  );
  metrics.gauge(
    'tyre_sms_budget_limit',
    'The shop-wide SMS budget, by window (SMS_BUDGET_PER_HOUR, SMS_BUDGET_PER_DAY)',
    ['window'],
    async () => [
      { labels: { window: 'hour' }, value: budget.limits.perHour },
      { labels: { window: 'day' }, value: budget.limits.perDay },
    ],
  );
  watchThrottles(ctx.store, (limit) => metrics.throttleRefusals.inc({ limit }));
  const { store } = ctx;
  const files = ctx.files.store;
  if (store instanceof NedbStore) {
    const size = every(() => store.sizeBytes());
    metrics.gauge('tyre_store_bytes', 'Size of the embedded store’s data files', [], async () => [
      { value: await size() },
    ]);
  }
  if (files instanceof DiskFileStore) {
    const size = every(() => files.sizeBytes());
    metrics.gauge('tyre_files_bytes', 'Size of the uploaded files on disk', [], async () => [
      { value: await size() },
    ]);
  }
}
