import type { Order } from '@tyre/contracts';
import type { OrderStatus, PaymentType } from '@tyre/contracts/constants';
import type { DashboardText } from '../../messages/dictionary';

/** The label of a status, in the language shown now. */
export const statusLabel = (t: DashboardText, status: OrderStatus): string => t(`orders.status.${status}`);

/**
 * A paid online order not delivered by its deadline (`payment.deliverBy`: the 2021 Digital
 * Commerce guideline's 5 days in the same city, 10 elsewhere, from the payment) at `now`.
 */
export const overdueDelivery = (order: Order, now: number): boolean =>
  order.payment.deliverBy !== undefined &&
  Date.parse(order.payment.deliverBy) < now &&
  !['completed', 'cancelled', 'returned'].includes(order.status);

/** The label of a payment type (the stored value stays English). */
export const paymentTypeLabel = (t: DashboardText, type: PaymentType): string =>
  t(
    type === 'bKash'
      ? 'orders.paymentType.bKash'
      : type === 'bKash Online'
        ? 'orders.paymentType.bKashOnline'
        : type === 'SSLCommerz'
          ? 'orders.paymentType.sslcommerz'
          : 'orders.paymentType.cashOnDelivery',
  );

/** The button of each move (from → to). */
export function moveLabel(t: DashboardText, from: OrderStatus, to: OrderStatus): string {
  if (from === 'payment_review')
    return t(to === 'pending' ? 'orders.move.verifyPayment' : 'orders.move.rejectPayment');
  switch (to) {
    case 'processing':
    case 'shipped':
    case 'completed':
    case 'returned':
    case 'cancelled':
      return t(`orders.move.${to}`);
    default:
      return t('orders.move.other', { status: statusLabel(t, to) });
  }
}

/** How an order's dates are written (with the time), Dhaka time. */
export const orderDateFormat: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
