import { Tag } from 'antd';
import type { OrderStatus } from '@tyre/contracts/constants';
import { statusLabels } from '../messages';

const colours: Record<OrderStatus, string> = {
  payment_review: 'gold',
  pending: 'blue',
  processing: 'geekblue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'red',
};

/** An order's status as a coloured tag. */
export function StatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={colours[status]} data-testid="order-status">
      {statusLabels[status]}
    </Tag>
  );
}
