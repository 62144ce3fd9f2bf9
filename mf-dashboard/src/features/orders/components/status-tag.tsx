import { Tag } from 'antd';
import type { OrderStatus } from '@tyre/contracts/constants';
import { statusLabels } from '../messages';

/**
 * An order's status as a coloured tag (own colours, `dashboard.css`: antd's gold and cyan tags
 * fall below 4.5:1).
 */
export function StatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag className={`order-status order-status--${status}`} data-testid="order-status">
      {statusLabels[status]}
    </Tag>
  );
}
