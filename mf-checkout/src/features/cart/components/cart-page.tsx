import { Link } from 'react-router-dom';
import {
  cartSubtotal,
  fileUrl,
  formatBdt,
  Price,
  unitPrice,
  useCartActions,
  useCartItems,
  type CartItem,
} from '@tyre/web-kit';

function CartLine({ item }: { item: CartItem }) {
  const { increment, decrement, remove } = useCartActions();
  return (
    <li className="cart-line" data-testid="cart-line">
      {item.thumbnailImage ? (
        <img className="cart-line__image" src={fileUrl(item.thumbnailImage)} alt="" width={80} height={80} />
      ) : (
        <span className="cart-line__image" />
      )}
      <div className="cart-line__info">
        <Link to={`/products/${item._id}`} className="cart-line__title">
          {item.title}
        </Link>
        <Price product={item} />
      </div>
      <div className="cart-line__quantity" role="group" aria-label={`Quantity of ${item.title}`}>
        <button
          type="button"
          className="kit-button kit-button--ghost"
          onClick={() => decrement(item._id)}
          disabled={item.quantity <= 1}
          aria-label="Decrease quantity"
        >
          −
        </button>
        <output aria-label="Quantity" data-testid="cart-quantity">
          {item.quantity}
        </output>
        <button
          type="button"
          className="kit-button kit-button--ghost"
          onClick={() => increment(item._id)}
          aria-label="Increase quantity"
        >
          +
        </button>
      </div>
      <strong className="cart-line__total">{formatBdt(unitPrice(item) * item.quantity)}</strong>
      <button
        type="button"
        className="kit-button kit-button--danger cart-line__remove"
        onClick={() => remove(item._id)}
        aria-label={`Remove ${item.title}`}
      >
        Remove
      </button>
    </li>
  );
}

/** /cart: the lines with increment, decrement (never below 1) and remove, and the subtotal. */
export function CartPage() {
  const items = useCartItems();
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">Your cart</h1>
      {items.length === 0 ? (
        <div className="kit-empty">
          <p className="kit-empty__title">Your cart is empty.</p>
          <p>Find the right tyre by size or by vehicle, then add it here.</p>
          <Link to="/products" className="kit-button">
            Browse products
          </Link>
        </div>
      ) : (
        <>
          <ul className="cart-lines">
            {items.map((item) => (
              <CartLine key={item._id} item={item} />
            ))}
          </ul>
          <div className="cart-summary kit-panel">
            <p className="cart-summary__total">
              Subtotal: <strong data-testid="cart-subtotal">{formatBdt(cartSubtotal(items))}</strong>
            </p>
            <p className="cart-summary__note">
              Shipping is added at checkout: one rate inside Dhaka, another outside.
            </p>
          </div>
        </>
      )}
    </section>
  );
}
