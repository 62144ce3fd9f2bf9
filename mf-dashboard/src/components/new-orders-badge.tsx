import { useEffect } from 'react';
import { useApi, useFormat } from '@tyre/web-kit';
import { getOrderCounts } from '../api/get-order-counts';
import { useOrdersChanged } from '../lib/orders-changed';
import { useText } from '../messages/dictionary';

/** How often the count is asked again while the page is in view. */
export const newOrdersRefreshMs = 60_000;

/**
 * The number of orders waiting for the shop (pending and bKash payments to verify) beside the
 * sidebar's Orders entry: asked again every minute while the page is in view, when it comes back
 * into view and after a status move; nothing at 0 (or while it cannot be known). The link reads
 * "Orders, 3 new" to a screen reader.
 */
export function NewOrdersBadge() {
  const t = useText();
  const { number } = useFormat();
  const state = useApi('dashboard-new-orders', (signal) => getOrderCounts(signal));
  const { reload } = state;
  useOrdersChanged(reload);
  useEffect(() => {
    const inView = () => document.visibilityState !== 'hidden';
    const timer = window.setInterval(() => {
      if (inView()) reload();
    }, newOrdersRefreshMs);
    const onVisibility = () => {
      if (inView()) reload();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reload]);

  const count = state.data ? state.data.pending + state.data.payment_review : 0;
  if (count <= 0) return null;
  return (
    <span className="dashboard__nav-count" data-testid="new-orders-count">
      <span aria-hidden="true">{number(count)}</span>
      <span className="kit-visually-hidden">{t('nav.newOrders', { count })}</span>
    </span>
  );
}
