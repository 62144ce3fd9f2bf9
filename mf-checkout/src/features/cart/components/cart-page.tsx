import { Link } from 'react-router-dom';
import { DEFAULT_DISTRICT } from '@tyre/contracts/constants';
import type { Quote, QuoteLine } from '@tyre/contracts';
import {
  cartSubtotal,
  fileUrl,
  Price,
  unitPrice,
  useApi,
  type ApiState,
  useCartActions,
  useCartItems,
  type CartItem,
  useErrorText,
  useFormat,
  useProductTitle,
} from '@tyre/web-kit';
import { orderItemsOf, quoteOrder } from '../../../api/quote-order';
import { useCartMessages } from '../messages';

function CartLine({ item, priced }: { item: CartItem; priced: QuoteLine | undefined }) {
  const title = useProductTitle(item);
  const { price, number } = useFormat();
  const errors = useErrorText();
  const t = useCartMessages();
  const { increment, decrement, remove } = useCartActions();
  const unavailable = priced && !priced.available;
  return (
    <li className={unavailable ? 'cart-line is-unavailable' : 'cart-line'} data-testid="cart-line">
      {item.thumbnailImage ? (
        <img className="cart-line__image" src={fileUrl(item.thumbnailImage)} alt="" width={80} height={80} />
      ) : (
        <span className="cart-line__image" />
      )}
      <div className="cart-line__info">
        <Link to={`/products/${item._id}`} className="cart-line__title">
          {title}
        </Link>
        <Price product={item} />
        {unavailable && (
          <span className="kit-badge kit-badge--danger cart-line__flag" data-testid="cart-line-flag">
            {priced.message && errors.line(priced.message, { title })}
          </span>
        )}
      </div>
      <div className="cart-line__quantity" role="group" aria-label={t.quantityOf(title)}>
        <button
          type="button"
          className="kit-button kit-button--ghost"
          onClick={() => decrement(item._id)}
          disabled={item.quantity <= 1}
          aria-label={t.decrease}
        >
          −
        </button>
        <output aria-label={t.quantity} data-testid="cart-quantity">
          {number(item.quantity)}
        </output>
        <button
          type="button"
          className="kit-button kit-button--ghost"
          onClick={() => increment(item._id)}
          aria-label={t.increase}
        >
          +
        </button>
      </div>
      <strong className="cart-line__total">
        {price(priced?.lineTotal ?? unitPrice(item) * item.quantity)}
      </strong>
      <button
        type="button"
        className="kit-button kit-button--danger cart-line__remove"
        onClick={() => remove(item._id)}
        aria-label={t.removeItem(title)}
      >
        {t.remove}
      </button>
    </li>
  );
}

function CartSummary({ items, state }: { items: CartItem[]; state: ApiState<Quote | undefined> }) {
  const { price } = useFormat();
  const t = useCartMessages();
  const quote = state.error ? undefined : state.data;
  const pricing = !quote && !state.error;
  const blocked = pricing || (quote !== undefined && quote.unavailable.length > 0);
  return (
    <div className="cart-summary kit-panel">
      <p className="cart-summary__row">
        {t.subtotal}:{' '}
        <strong data-testid="cart-subtotal">{price(quote?.subtotal ?? cartSubtotal(items))}</strong>
      </p>
      {quote && (
        <>
          <p className="cart-summary__row">
            {t.shippingDhaka}: <strong data-testid="cart-shipping">{price(quote.shipping)}</strong>
          </p>
          <p className="cart-summary__total">
            {t.total}: <strong data-testid="cart-total">{price(quote.total)}</strong>
          </p>
        </>
      )}
      <p className="cart-summary__note">{t.shippingNote}</p>
      {state.error && (
        <p className="kit-form__error" role="alert">
          {state.error}
        </p>
      )}
      {quote && quote.unavailable.length > 0 && (
        <p className="kit-form__error" role="alert">
          {t.unavailable}
        </p>
      )}
      {blocked ? (
        <button type="button" className="kit-button kit-button--accent" disabled>
          {pricing ? t.pricing : t.checkout}
        </button>
      ) : (
        <Link to="/order" className="kit-button kit-button--accent">
          {t.checkout}
        </Link>
      )}
    </div>
  );
}

/** /cart: the lines (increment, decrement never below 1, remove), priced by the server, and checkout. */
export function CartPage() {
  const t = useCartMessages();
  const items = useCartItems();
  const quote = useApi(`cart:${JSON.stringify(orderItemsOf(items))}`, (signal) =>
    items.length > 0 ? quoteOrder(items, DEFAULT_DISTRICT, signal) : Promise.resolve(undefined),
  );
  // a line's price from the quote, once the quote is of its current quantity
  const priced = new Map((quote.data?.items ?? []).map((line) => [`${line.product}:${line.quantity}`, line]));
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t.title}</h1>
      {items.length === 0 ? (
        <div className="kit-empty">
          <p className="kit-empty__title">{t.emptyTitle}</p>
          <p>{t.emptyText}</p>
          <Link to="/products" className="kit-button">
            {t.browse}
          </Link>
        </div>
      ) : (
        <>
          <ul className="cart-lines">
            {items.map((item) => (
              <CartLine key={item._id} item={item} priced={priced.get(`${item._id}:${item.quantity}`)} />
            ))}
          </ul>
          <CartSummary items={items} state={quote} />
        </>
      )}
    </section>
  );
}
