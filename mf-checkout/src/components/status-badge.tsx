import type { OrderStatus } from '@tyre/contracts/constants';
import { useText } from '../messages/dictionary';

/** The dictionary key of each status shown to customers. */
const statusKeys = {
  awaiting_payment: 'status.awaiting_payment',
  payment_review: 'status.payment_review',
  pending: 'status.pending',
  processing: 'status.processing',
  shipped: 'status.shipped',
  completed: 'status.completed',
  returned: 'status.returned',
  cancelled: 'status.cancelled',
} as const satisfies Record<OrderStatus, string>;

const tone: Record<OrderStatus, string> = {
  awaiting_payment: 'kit-badge--accent',
  payment_review: 'kit-badge--accent',
  pending: 'kit-badge--accent',
  processing: '',
  shipped: '',
  completed: 'kit-badge--ok',
  returned: 'kit-badge--danger',
  cancelled: 'kit-badge--danger',
};

/** An order's status as a coloured badge. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useText();
  return (
    <span className={`kit-badge ${tone[status]}`.trim()} data-testid="status-badge">
      {t(statusKeys[status])}
    </span>
  );
}
