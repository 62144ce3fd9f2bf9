import { Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { Order } from '@tyre/contracts';
import { ORDER_TRANSITIONS, type OrderStatus } from '@tyre/contracts/constants';
import { errorMessage, notify } from '@tyre/web-kit';
import { updateOrderStatus } from '../api/update-order-status';
import { messages, moveLabel } from '../messages';

/**
 * The buttons of the moves allowed from the order's status only (a bKash order under review:
 * Verify payment or Reject payment), with an optional note; a cancel or reject asks first.
 * Sends PUT /orders/:key { status, note } and hands the updated order up.
 */
export function OrderStatusActions({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
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
      notify.success(answer.message || messages.statusUpdated);
      setNote('');
      onChange(answer.order);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  if (moves.length === 0) return <p>{messages.noMoves}</p>;
  return (
    <div className="dashboard__order-actions">
      <Input.TextArea
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={messages.notePlaceholder}
        aria-label={messages.noteLabel}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
      <Space wrap>
        {moves.map((to) => {
          const label = moveLabel(order.status, to);
          if (to === 'cancelled')
            return (
              <Popconfirm
                key={to}
                title={order.status === 'payment_review' ? messages.confirmReject : messages.confirmCancel}
                okText={messages.yes}
                cancelText={messages.no}
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
