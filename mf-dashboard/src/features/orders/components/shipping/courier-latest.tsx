import type { Shipment } from '@tyre/contracts';
import { useFormat } from '@tyre/web-kit';
import { orderDateFormat } from '../../order-text';
import { useShippingText } from '../../shipping-messages/dictionary';

/** The courier's latest word on the parcel (its state, when, its own words) and whether it paid the shop. */
export function CourierLatest({ shipment }: { shipment: Shipment | undefined }) {
  const t = useShippingText();
  const { date } = useFormat();
  const update = shipment?.update;
  if (!update && !shipment?.settled) return null;
  return (
    <section className="shipping__section" aria-labelledby="courier-latest" data-testid="courier-latest">
      <h3 id="courier-latest" className="shipping__heading">
        {t('courier.latest')}
      </h3>
      {update && (
        <p>
          <strong data-testid="courier-state">{t(`courier.state.${update.state}`)}</strong> ·{' '}
          {date(update.at, orderDateFormat)}
          {update.message && <span className="shipping__courier-words"> — {update.message}</span>}
        </p>
      )}
      {shipment?.settled && <p>{t('courier.paid', { when: date(shipment.settled.at, orderDateFormat) })}</p>}
    </section>
  );
}
