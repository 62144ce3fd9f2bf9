import { Link } from 'react-router-dom';
import type { Quote } from '@tyre/contracts';
import { formatBdt, LoadState, type ApiState } from '@tyre/web-kit';
import { orderMessages as t } from '../messages';

/** The cart as the server priced it for the chosen district; lines that cannot be ordered are flagged. */
export function OrderSummary({ quote }: { quote: ApiState<Quote> }) {
  return (
    <aside
      className="kit-panel order-summary"
      aria-labelledby="order-summary-heading"
      aria-busy={quote.loading}
    >
      <h2 id="order-summary-heading">{t.summaryHeading}</h2>
      <LoadState state={quote}>
        {(q) => (
          <>
            <ul className="order-summary__lines">
              {q.items.map((line) => (
                <li
                  key={line.product}
                  className={line.available ? 'order-summary__line' : 'order-summary__line is-unavailable'}
                  data-testid="summary-line"
                >
                  <span>
                    {line.title ?? line.product} × {line.quantity}
                    {!line.available && (
                      <span className="kit-badge kit-badge--danger order-summary__flag">{line.message}</span>
                    )}
                  </span>
                  {line.lineTotal !== undefined && line.available && <span>{formatBdt(line.lineTotal)}</span>}
                </li>
              ))}
            </ul>
            <dl className="order-summary__totals">
              <dt>{t.subtotal}</dt>
              <dd>{formatBdt(q.subtotal)}</dd>
              <dt>{t.shippingTo(q.district)}</dt>
              <dd data-testid="summary-shipping">{formatBdt(q.shipping)}</dd>
              <dt className="order-summary__total">{t.total}</dt>
              <dd className="order-summary__total" data-testid="summary-total">
                {formatBdt(q.total)}
              </dd>
            </dl>
            {q.unavailable.length > 0 && (
              <p className="kit-form__error" role="alert">
                {t.unavailable} <Link to="/cart">{t.fixCart}</Link>
              </p>
            )}
          </>
        )}
      </LoadState>
    </aside>
  );
}
