import { forwardRef } from 'react';
import type { TrackedOrder } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { useFormat } from '@tyre/web-kit';
import { StatusBadge } from '../../../components/status-badge';
import { useTrackMessages } from '../messages';
import { timelineSteps } from '../track-form';

const dayAndTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function Timeline({ order }: { order: TrackedOrder }) {
  const t = useTrackMessages();
  const { date } = useFormat();
  return (
    <section className="track-section" aria-labelledby="track-progress">
      <h3 id="track-progress" className="track-section__heading">
        {t.progress}
      </h3>
      <ol className="track-steps" data-testid="track-steps">
        {timelineSteps(order).map((step) => (
          <li
            key={step.status}
            className={[
              'track-step',
              step.done && 'track-step--done',
              step.current && 'track-step--current',
              (step.status === 'cancelled' || step.status === 'returned') && 'track-step--cancelled',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={step.current ? 'step' : undefined}
            data-done={step.done}
          >
            <span className="track-step__mark" aria-hidden="true">
              {step.status === 'cancelled' ? '✕' : step.status === 'returned' ? '↩' : step.done ? '✓' : ''}
            </span>
            <span className="track-step__text">
              <span className="track-step__label">{t.steps[step.label]}</span>
              <span className="kit-visually-hidden">: {step.done ? t.done : t.notYet}</span>
              {step.at && (
                <time className="track-step__at" dateTime={step.at}>
                  {date(step.at, dayAndTime)}
                </time>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Delivery({ order }: { order: TrackedOrder }) {
  const t = useTrackMessages();
  const { language, date } = useFormat();
  const { courier, trackingNumber, trackingUrl, update } = order.shipment ?? {};
  if (!courier && !trackingNumber && !update) return null;
  return (
    <section className="track-section" aria-labelledby="track-delivery">
      <h3 id="track-delivery" className="track-section__heading">
        {t.deliveryHeading}
      </h3>
      <dl className="track-facts">
        {courier && (
          <>
            <dt>{t.courier}</dt>
            <dd data-testid="track-courier">{localized(courier, 'name', language)}</dd>
          </>
        )}
        {trackingNumber && (
          <>
            <dt>{t.trackingNumber}</dt>
            <dd data-testid="track-number" className="track-facts__number">
              {trackingNumber}
            </dd>
          </>
        )}
        {update && (
          <>
            <dt>{t.courierLatest}</dt>
            <dd data-testid="track-courier-latest">
              {t.courierState(update.state)}
              <time className="track-step__at track-facts__when" dateTime={update.at}>
                {date(update.at, dayAndTime)}
              </time>
            </dd>
          </>
        )}
      </dl>
      {trackingUrl && (
        <a
          className="kit-button kit-button--ghost"
          href={trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.courierPage} <span className="kit-visually-hidden">{t.newTab}</span>
        </a>
      )}
    </section>
  );
}

/**
 * A tracked order: its reference and status, the timeline, the delivery, the items and total, and
 * where the invoice is (the link the customer was sent: tracking hands out nothing that opens it).
 */
export const TrackedOrderView = forwardRef<
  HTMLHeadingElement,
  { order: TrackedOrder; onAnother: () => void }
>(function TrackedOrderView({ order, onAnother }, headingRef) {
  const t = useTrackMessages();
  const { price, date, number, language } = useFormat();
  return (
    <article
      className="kit-panel track-result"
      aria-labelledby="track-result-title"
      data-testid="tracked-order"
    >
      <header className="track-result__head">
        <h2 id="track-result-title" className="track-result__title" ref={headingRef} tabIndex={-1}>
          {t.resultHeading(order.reference)}
        </h2>
        <StatusBadge status={order.status} />
        <p className="track-result__placed">{t.placedOn(date(order.createdAt))}</p>
      </header>
      <Timeline order={order} />
      <Delivery order={order} />
      <section className="track-section" aria-labelledby="track-items">
        <h3 id="track-items" className="track-section__heading">
          {t.itemsHeading}
        </h3>
        <ul className="track-items">
          {order.items.map((item, i) => (
            <li key={i} className="track-items__line">
              <span>{localized(item, 'title', language)}</span>
              <span className="track-items__quantity">{t.quantity(number(item.quantity))}</span>
            </li>
          ))}
        </ul>
        <dl className="track-facts">
          <dt>{t.total}</dt>
          <dd data-testid="track-total">{price(order.total)}</dd>
          <dt>{t.payment}</dt>
          <dd>
            {order.paymentType === 'bKash'
              ? t.bkash
              : order.paymentType === 'bKash Online'
                ? t.bkashOnline
                : t.cod}
          </dd>
        </dl>
      </section>
      <p className="track-result__invoice" data-testid="track-invoice-note">
        {t.invoiceNote}
      </p>
      <div className="track-result__actions">
        <button type="button" className="kit-button kit-button--ghost" onClick={onAnother}>
          {t.another}
        </button>
      </div>
    </article>
  );
});
