import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import type { Order } from '@tyre/contracts';
import { errorMessage, notify } from '@tyre/web-kit';
import { announceOrdersChanged } from '../../../lib/orders-changed';
import { useText } from '../../../messages/dictionary';
import { bookSteadfast } from '../api/book-steadfast';
import { bookingProblem } from './book-steadfast-button';

/**
 * "Book selected with Steadfast" above the orders list: books the selected orders (processing
 * ones only can be selected) in one request; says how many were booked and why each other was
 * not, then lets the list load again.
 */
export function BulkSteadfastBooking({ selected, onDone }: { selected: Order[]; onDone: () => void }) {
  const t = useText();
  const [busy, setBusy] = useState(false);

  const book = async () => {
    setBusy(true);
    try {
      const results = await bookSteadfast(selected.map((o) => o._id));
      const failed = results.filter((r) => !r.booked);
      const summary = t('orders.steadfast.bulkDone', {
        booked: String(results.length - failed.length),
        failed: String(failed.length),
      });
      if (failed.length === 0) notify.success(summary);
      else notify.error([summary, ...failed.map((r) => bookingProblem(t, r))].join('\n'));
      announceOrdersChanged();
      onDone();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popconfirm
      title={t('orders.steadfast.bookSelected', { count: String(selected.length) })}
      okText={t('orders.yes')}
      cancelText={t('orders.no')}
      onConfirm={book}
      disabled={selected.length === 0}
    >
      <Button
        type="primary"
        disabled={selected.length === 0 || busy}
        loading={busy}
        data-testid="book-steadfast-selected"
      >
        {t('orders.steadfast.bookSelected', { count: String(selected.length) })}
      </Button>
    </Popconfirm>
  );
}
