import { Link, useSearchParams } from 'react-router-dom';
import type { Order } from '@tyre/contracts';
import { LoadState, useApi, useCurrentUser, useFormat } from '@tyre/web-kit';
import { getOrder } from '../../../api/get-order';
import { useSuccessMessages } from '../messages';
import './success.css';

function Placed({ order, loggedIn }: { order: Order; loggedIn: boolean }) {
  const { price } = useFormat();
  const t = useSuccessMessages();
  const next =
    order.payment.paymentType === 'bKash'
      ? t.nextBkash(order.payment.trxID ?? '', order.customer.mobileNumber)
      : t.nextCod(order.customer.mobileNumber);
  return (
    <div className="kit-panel success-panel">
      <p className="success-panel__label">{t.reference}</p>
      <p className="success-panel__reference" data-testid="order-reference">
        {order.reference}
      </p>
      <p className="success-panel__note">{t.keepReference}</p>
      <p>
        {t.total}: <strong>{price(order.total)}</strong> (
        {order.payment.paymentType === 'bKash' ? t.bkash : t.cod})
      </p>
      <h2>{t.nextHeading}</h2>
      <p data-testid="next-steps">{next}</p>
      <div className="success-panel__actions">
        <Link to={`/invoice/${order.key}`} className="kit-button">
          {t.invoice}
        </Link>
        <Link
          to={`/track?ref=${encodeURIComponent(order.reference)}`}
          className="kit-button kit-button--ghost"
        >
          {t.track}
        </Link>
        {loggedIn && (
          <Link to="/orders" className="kit-button kit-button--ghost">
            {t.myOrders}
          </Link>
        )}
        <Link to="/products" className="kit-button kit-button--ghost">
          {t.shopMore}
        </Link>
      </div>
    </div>
  );
}

/** /success?order=<key>: the reference, what happens next, the invoice, tracking and (logged in) my orders. */
export function SuccessPage() {
  const t = useSuccessMessages();
  const [params] = useSearchParams();
  const key = params.get('order') ?? '';
  const user = useCurrentUser();
  const order = useApi(`order:${key}`, (signal) => (key ? getOrder(key, signal) : Promise.resolve(null)));
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t.title}</h1>
      <LoadState state={order}>
        {(placed) =>
          placed ? (
            <Placed order={placed} loggedIn={Boolean(user)} />
          ) : (
            <div className="kit-empty">
              <p className="kit-empty__title">{t.noOrderTitle}</p>
              <p>{t.noOrderText}</p>
              <Link to="/products" className="kit-button">
                {t.shopMore}
              </Link>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
