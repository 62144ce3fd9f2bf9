import { Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { Order } from '@tyre/contracts';
import { ORDER_TRANSITIONS, type OrderStatus } from '@tyre/contracts/constants';
import { errorMessage, notify } from '@tyre/web-kit';
import { updateOrderStatus } from '../api/update-order-status';
import { useText } from '../../../messages/catalogue';
import { moveLabel, statusLabel } from '../order-text';

/**
 * The buttons of the moves allowed from the order's status only (a bKash order under review:
 * Verify payment or Reject payment), with an optional note; a cancel or reject asks first.
 * Sends PUT /orders/:key { status, note } and hands the updated order up.
 */
export function OrderStatusActions({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const t = useText();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const moves = ORDER_TRANSITIONS[order.status];

  const move = async (to: OrderStatus) => {
    setBusy(to);
    try {
      const trimmed = note.trim();
      const answer = await updateOrderStatus(order.key, {
        status: to,
        ...(trimmed ? { note: trimmed } : {}),
      });
      // in the language shown (the API's own message is English)
      const moved = answer.order;
      notify.success(
        t('orders.statusUpdated', { reference: moved.reference, status: statusLabel(t, moved.status) }),
      );
      setNote('');
      onChange(answer.order);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  if (moves.length === 0) return <p>{t('orders.noMoves')}</p>;
  return (
    <div className="dashboard__order-actions">
      <Input.TextArea
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={t('orders.notePlaceholder')}
        aria-label={t('orders.noteLabel')}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
      <Space wrap>
        {moves.map((to) => {
          const label = moveLabel(t, order.status, to);
          if (to === 'cancelled')
            return (
              <Popconfirm
                key={to}
                title={
                  order.status === 'payment_review' ? t('orders.confirmReject') : t('orders.confirmCancel')
                }
                okText={t('orders.yes')}
                cancelText={t('orders.no')}
                onConfirm={() => move(to)}
              >
                <Button danger loading={busy === to} disabled={busy !== null}>
                  {label}
                </Button>
              </Popconfirm>
            );
          return (
            <Button
              key={to}
              type="primary"
              loading={busy === to}
              disabled={busy !== null}
              onClick={() => move(to)}
            >
              {label}
            </Button>
          );
        })}
      </Space>
    </div>
  );
}
