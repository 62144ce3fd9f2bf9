import { Alert, Button, Modal, Spin } from 'antd';
import { useCallback, useState } from 'react';
import type { Order, PathaoBookingResult } from '@tyre/contracts';
import { PATHAO_WEIGHT } from '@tyre/contracts/constants';
import { errorMessage, notify, useApi } from '@tyre/web-kit';
import { announceOrdersChanged } from '../../../../lib/orders-changed';
import { bookPathao } from '../../api/book-pathao';
import { getPathaoCities } from '../../api/get-pathao-cities';
import { useShippingText } from '../../shipping-messages/dictionary';
import { PathaoParcelFields, type ChoiceProblems, type ParcelChoice } from './pathao-parcel-fields';
import { pathaoProblem } from './pathao-problem';
import './shipping.css';

const fresh = (): ParcelChoice => ({ deliveryType: 48 });

/**
 * The Pathao booking dialog, for one order (the order page) or many (the list): each order's
 * city, zone and area (proposed, chosen from Pathao's kept lists), weight and delivery type, then
 * one booking request. Each order answers on its own: a booked one says so, another says why not
 * (an unanswered call offers the form that settles it), and the rest can be booked again. Hands up
 * the orders booked; closes by itself once every order is booked.
 */
export function PathaoBookingDialog({
  orders,
  onClose,
  onBooked,
}: {
  orders: Order[];
  onClose: () => void;
  onBooked: (orders: Order[]) => void;
}) {
  const t = useShippingText();
  const cities = useApi('pathao-cities', (signal) => getPathaoCities(signal));
  const [choices, setChoices] = useState<Record<string, ParcelChoice>>({});
  const [problems, setProblems] = useState<Record<string, ChoiceProblems>>({});
  const [outcomes, setOutcomes] = useState<Record<string, PathaoBookingResult>>({});
  const [busy, setBusy] = useState(false);
  const open = orders.filter((o) => !outcomes[o._id]?.booked);

  const change = useCallback((orderId: string, next: ParcelChoice) => {
    setChoices((all) => ({ ...all, [orderId]: next }));
    setProblems((all) => ({ ...all, [orderId]: {} }));
  }, []);
  const handlers = useCallback(
    (orderId: string) => ({
      onChange: (next: ParcelChoice) => change(orderId, next),
      onShipped: (order: Order) => {
        setOutcomes((all) => ({
          ...all,
          [orderId]: { orderId, reference: order.reference, booked: true, replayed: true, order },
        }));
        onBooked([order]);
        announceOrdersChanged();
      },
      onReleased: () =>
        setOutcomes((all) => {
          const { [orderId]: released, ...rest } = all;
          void released;
          return rest;
        }),
    }),
    [change, onBooked],
  );

  /** The fields each order still lacks (in the language shown); empty when all can go. */
  function check(): Record<string, ChoiceProblems> {
    const found: Record<string, ChoiceProblems> = {};
    for (const order of open) {
      if (outcomes[order._id]?.problem === 'unanswered' || outcomes[order._id]?.problem === 'unconfirmed')
        continue;
      const c = choices[order._id] ?? fresh();
      const p: ChoiceProblems = {};
      if (!c.city) p.city = t('pathao.needCity');
      if (!c.zone) p.zone = t('pathao.needZone');
      if (c.weight === undefined || c.weight < PATHAO_WEIGHT.min || c.weight > PATHAO_WEIGHT.max)
        p.weight = t('pathao.weightRange');
      // its tyres weigh more than Pathao takes in one parcel: another courier must take it
      if (c.tooHeavy !== undefined) p.weight = t('pathao.tooHeavyShort');
      if (Object.keys(p).length) found[order._id] = p;
    }
    return found;
  }

  const book = async () => {
    const found = check();
    setProblems(found);
    if (Object.keys(found).length) {
      notify.error(t('pathao.fixFields'));
      return;
    }
    const sending = open.filter(
      (o) => outcomes[o._id]?.problem !== 'unanswered' && outcomes[o._id]?.problem !== 'unconfirmed',
    );
    if (sending.length === 0) return;
    setBusy(true);
    try {
      const results = await bookPathao(
        sending.map((order) => {
          const c = choices[order._id]!;
          return {
            order: order._id,
            city: c.city!,
            zone: c.zone!,
            ...(c.area ? { area: c.area } : {}),
            weight: c.weight!,
            deliveryType: c.deliveryType,
          };
        }),
      );
      const next = { ...outcomes };
      for (const r of results) next[r.orderId] = r;
      setOutcomes(next);
      const booked = results.filter((r) => r.booked && r.order).map((r) => r.order!);
      const failed = results.filter((r) => !r.booked);
      if (booked.length) {
        onBooked(booked);
        announceOrdersChanged();
      }
      if (failed.length === 0) {
        notify.success(
          orders.length === 1 && booked[0]
            ? t('pathao.booked', {
                reference: booked[0].reference,
                consignment: booked[0].shipment?.consignmentId ?? '—',
              })
            : t('pathao.bulkDone', { booked: String(booked.length), failed: '0' }),
        );
        if (orders.every((o) => next[o._id]?.booked)) onClose();
      } else
        notify.error(
          [
            t('pathao.bulkDone', { booked: String(booked.length), failed: String(failed.length) }),
            ...failed.map((r) => pathaoProblem(t, r)),
          ].join('\n'),
        );
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const many = orders.length > 1;
  return (
    <Modal
      open
      title={many ? t('pathao.titleMany', { count: String(orders.length) }) : t('pathao.title')}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      maskClosable={!busy}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          {open.length ? t('pathao.cancel') : t('pathao.close')}
        </Button>,
        open.length > 0 && (
          <Button
            key="book"
            type="primary"
            onClick={book}
            loading={busy}
            disabled={busy || !cities.data}
            data-testid="pathao-submit"
          >
            {many ? t('pathao.submitMany', { count: String(open.length) }) : t('pathao.submit')}
          </Button>
        ),
      ]}
    >
      <p className="shipping__intro">{t('pathao.intro')}</p>
      {cities.error && (
        <Alert
          type="error"
          showIcon
          title={t('pathao.listsFailed', { reason: cities.error })}
          action={<Button onClick={cities.reload}>{t('pathao.close')}</Button>}
        />
      )}
      {!cities.data && !cities.error && (
        <div className="shipping__loading" role="status">
          <Spin /> {t('pathao.loading')}
        </div>
      )}
      {cities.data &&
        orders.map((order) => {
          const h = handlers(order._id);
          return (
            <PathaoParcelFields
              key={order._id}
              order={order}
              cities={cities.data!}
              value={choices[order._id] ?? fresh()}
              onChange={h.onChange}
              problems={problems[order._id] ?? {}}
              outcome={outcomes[order._id]}
              onShipped={h.onShipped}
              onReleased={h.onReleased}
            />
          );
        })}
    </Modal>
  );
}
