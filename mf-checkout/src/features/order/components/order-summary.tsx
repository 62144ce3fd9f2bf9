import { Link } from 'react-router-dom';
import type { Quote } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { LoadState, type ApiState, useErrorText, useFormat } from '@tyre/web-kit';
import { districtName } from '@tyre/contracts/constants';
import { useOrderMessages } from '../messages';

/** The cart as the server priced it for the chosen district; lines that cannot be ordered are flagged. */
export function OrderSummary({ quote }: { quote: ApiState<Quote> }) {
  const { price, number, language } = useFormat();
  const errors = useErrorText();
  const t = useOrderMessages();
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
                    {line.title
                      ? localized({ title: line.title, titleBn: line.titleBn }, 'title', language)
                      : line.product}{' '}
                    <span className="order-summary__quantity">× {number(line.quantity)}</span>
                    {!line.available && line.message && (
                      <span className="kit-badge kit-badge--danger order-summary__flag">
                        {errors.line(line.message, line.titleBn ? { title: line.titleBn } : undefined)}
                      </span>
                    )}
                  </span>
                  {line.lineTotal !== undefined && line.available && <span>{price(line.lineTotal)}</span>}
                </li>
              ))}
            </ul>
            <dl className="order-summary__totals">
              <dt>{t.subtotal}</dt>
              <dd>{price(q.subtotal)}</dd>
              <dt>{t.shippingTo(districtName(q.district, language))}</dt>
              <dd data-testid="summary-shipping">{price(q.shipping)}</dd>
              <dt className="order-summary__total">{t.total}</dt>
              <dd className="order-summary__total" data-testid="summary-total">
                {price(q.total)}
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
