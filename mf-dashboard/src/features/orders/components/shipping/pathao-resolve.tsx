import { Alert, Button, Form, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { Order } from '@tyre/contracts';
import { errorMessage, notify } from '@tyre/web-kit';
import { resolvePathao } from '../../api/resolve-pathao';
import { useShippingText } from '../../shipping-messages/dictionary';

const CONSIGNMENT = /^[A-Za-z0-9-]{4,40}$/;

/**
 * For an order whose Pathao booking went unanswered: the consignment id Pathao's panel shows (the
 * API checks it with Pathao), or "Pathao has no parcel" (the booking is released and may be made
 * again). Hands up the shipped order, or that it was released.
 */
export function PathaoResolve({
  order,
  onShipped,
  onReleased,
}: {
  order: Pick<Order, '_id' | 'reference'>;
  onShipped: (order: Order) => void;
  onReleased: () => void;
}) {
  const t = useShippingText();
  const [consignment, setConsignment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'keep' | 'none' | null>(null);
  const reference = order.reference;
  const id = `pathao-consignment-${order._id}`;

  const keep = async () => {
    const value = consignment.trim();
    if (!CONSIGNMENT.test(value)) {
      setProblem(t('resolve.badConsignment'));
      return;
    }
    setBusy('keep');
    try {
      const result = await resolvePathao(order._id, value);
      if (result.booked && result.order) {
        notify.success(t('resolve.kept', { reference, consignment: value }));
        onShipped(result.order);
      }
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const none = async () => {
    setBusy('none');
    try {
      const result = await resolvePathao(order._id);
      if (result.booked && result.order) onShipped(result.order);
      else {
        notify.success(t('resolve.released', { reference }));
        onReleased();
      }
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert
      type="warning"
      className="shipping__resolve"
      title={t('resolve.title', { reference })}
      description={
        <>
          <p>{t('resolve.help', { reference })}</p>
          <Form.Item
            label={t('resolve.consignment')}
            htmlFor={id}
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
            layout="vertical"
          >
            <Input
              id={id}
              value={consignment}
              onChange={(event) => {
                setConsignment(event.target.value);
                setProblem(null);
              }}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
            />
          </Form.Item>
          <Space wrap>
            <Button onClick={keep} loading={busy === 'keep'} disabled={busy !== null}>
              {t('resolve.keep')}
            </Button>
            <Popconfirm
              title={t('resolve.noneConfirm', { reference })}
              okText={t('return.yes')}
              cancelText={t('return.no')}
              onConfirm={none}
            >
              <Button danger loading={busy === 'none'} disabled={busy !== null}>
                {t('resolve.none')}
              </Button>
            </Popconfirm>
          </Space>
        </>
      }
    />
  );
}
