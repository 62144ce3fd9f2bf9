import { Button, Form, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { shipmentFieldsSchema, type Order } from '@tyre/contracts';
import { ORDER_TRANSITIONS, type OrderStatus } from '@tyre/contracts/constants';
import { errorMessage, fieldErrors, notify } from '@tyre/web-kit';
import { topLevelMessages } from '../../../lib/field-messages';
import { announceOrdersChanged } from '../../../lib/orders-changed';
import { checkedMessages, showFieldMessages } from '../../../lib/use-validated-submit';
import { updateOrderStatus } from '../api/update-order-status';
import { useText } from '../../../messages/dictionary';
import { moveLabel, statusLabel } from '../order-text';
import { ShipmentFields, shipmentOf, type ShipmentValues } from './shipment-fields';

/**
 * The buttons of the moves allowed from the order's status only (a bKash order under review:
 * Verify payment or Reject payment), with an optional note; a cancel or reject asks first. When
 * the order can be shipped, the courier and tracking number are asked too (both optional, sent
 * with the move to shipped only). Sends PUT /orders/:key { status, note, courier, trackingNumber },
 * hands the updated order up and tells the page that orders changed (the sidebar's count).
 */
export function OrderStatusActions({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const t = useText();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [shipmentForm] = Form.useForm<ShipmentValues>();
  const moves = ORDER_TRANSITIONS[order.status];
  const ships = moves.includes('shipped');
  const shipmentLabels = {
    courier: t('orders.field.courier'),
    trackingNumber: t('orders.field.trackingNumber'),
  };

  const move = async (to: OrderStatus) => {
    const shipment = to === 'shipped' ? shipmentOf(shipmentForm.getFieldsValue()) : {};
    const problems = to === 'shipped' ? checkedMessages(shipmentFieldsSchema, shipment) : {};
    if (Object.keys(problems).length) {
      showFieldMessages(shipmentForm, shipmentLabels, problems);
      return;
    }
    setBusy(to);
    try {
      const trimmed = note.trim();
      const answer = await updateOrderStatus(order.key, {
        status: to,
        ...(trimmed ? { note: trimmed } : {}),
        ...shipment,
      });
      // in the language shown (the API's own message is English)
      const moved = answer.order;
      notify.success(
        t('orders.statusUpdated', { reference: moved.reference, status: statusLabel(t, moved.status) }),
      );
      setNote('');
      if (ships) shipmentForm.resetFields();
      onChange(answer.order);
      announceOrdersChanged();
    } catch (error) {
      notify.error(errorMessage(error));
      if (to === 'shipped')
        showFieldMessages(shipmentForm, shipmentLabels, topLevelMessages(fieldErrors(error)));
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
      {ships && <ShipmentFields form={shipmentForm} />}
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
