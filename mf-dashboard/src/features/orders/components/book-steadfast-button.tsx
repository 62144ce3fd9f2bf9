import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import type { Order, SteadfastBookingResult } from '@tyre/contracts';
import { errorMessage, notify, useApi, useFormat } from '@tyre/web-kit';
import { announceOrdersChanged } from '../../../lib/orders-changed';
import { useText, type DashboardText } from '../../../messages/dictionary';
import { bookSteadfast } from '../api/book-steadfast';
import { getSteadfast } from '../api/get-steadfast';

/** Whether the shop can book with Steadfast (asked once per screen). */
export function useSteadfast(): boolean {
  return useApi('dashboard-steadfast', (signal) => getSteadfast(signal)).data?.enabled === true;
}

/** Why an order was not booked, in the language shown (from the answer's code). */
export function bookingProblem(t: DashboardText, result: SteadfastBookingResult): string {
  switch (result.problem) {
    case 'not_found':
      return t('orders.steadfast.problem.not_found');
    case 'not_ready':
      return t('orders.steadfast.problem.not_ready', { reference: result.reference ?? '' });
    case 'in_progress':
      return t('orders.steadfast.problem.in_progress', { reference: result.reference ?? '' });
    case 'refused':
      return t('orders.steadfast.problem.refused', {
        reference: result.reference ?? '',
        reason: result.message ?? '',
      });
    default:
      return t('orders.steadfast.problem.unanswered', { reference: result.reference ?? '' });
  }
}

/**
 * "Book with Steadfast" on an order ready to ship (processing), when the shop has Steadfast: asks
 * first (it books a parcel and sends the customer's SMS), then books it; the button stays busy
 * until the answer (and the API books nothing twice whatever is pressed). Hands the shipped
 * order up.
 */
export function BookSteadfastButton({ order, onBooked }: { order: Order; onBooked: (order: Order) => void }) {
  const t = useText();
  const { price } = useFormat();
  const enabled = useSteadfast();
  const [busy, setBusy] = useState(false);
  if (!enabled || order.status !== 'processing') return null;

  const book = async () => {
    setBusy(true);
    try {
      const [result] = await bookSteadfast([order._id]);
      if (result?.booked && result.order) {
        notify.success(
          t('orders.steadfast.booked', {
            reference: result.order.reference,
            tracking: result.order.shipment?.trackingNumber ?? '—',
          }),
        );
        onBooked(result.order);
        announceOrdersChanged();
      } else if (result) notify.error(bookingProblem(t, result));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dashboard__courier-booking">
      <Popconfirm
        title={t('orders.steadfast.confirm', {
          amount: price(order.payment.paymentType === 'Cash on Delivery' ? order.total : 0),
        })}
        okText={t('orders.yes')}
        cancelText={t('orders.no')}
        onConfirm={book}
      >
        <Button type="primary" loading={busy} disabled={busy} data-testid="book-steadfast">
          {t('orders.steadfast.book')}
        </Button>
      </Popconfirm>
    </div>
  );
}
