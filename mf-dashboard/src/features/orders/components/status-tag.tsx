import { Tag } from 'antd';
import type { OrderStatus } from '@tyre/contracts/constants';
import { useText } from '../../../messages/dictionary';
import { statusLabel } from '../order-text';

/**
 * An order's status as a coloured tag (own colours, `dashboard.css`: antd's gold and cyan tags
 * fall below 4.5:1).
 */
export function StatusTag({ status }: { status: OrderStatus }) {
  const t = useText();
  return (
    <Tag className={`order-status order-status--${status}`} data-testid="order-status">
      {statusLabel(t, status)}
    </Tag>
  );
}
