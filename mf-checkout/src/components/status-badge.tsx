import type { OrderStatus } from '@tyre/contracts/constants';

/** The status shown to customers (English; moves into the catalogues with the other strings). */
export const statusLabels: Record<OrderStatus, string> = {
  payment_review: 'Payment review',
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const tone: Record<OrderStatus, string> = {
  payment_review: 'kit-badge--accent',
  pending: 'kit-badge--accent',
  processing: '',
  shipped: '',
  completed: 'kit-badge--ok',
  cancelled: 'kit-badge--danger',
};

/** An order's status as a coloured badge. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`kit-badge ${tone[status]}`.trim()} data-testid="status-badge">
      {statusLabels[status]}
    </span>
  );
}
