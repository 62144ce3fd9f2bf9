import { Link } from 'react-router-dom';
import { useCartCount } from '../cart/cart-atoms';

/** The nav's cart link with the number of items in the shared cart. */
export function CartLink({ className = 'kit-cart-link' }: { className?: string }) {
  const count = useCartCount();
  return (
    // the name is the visible text ("Cart 2") plus a hidden "items": "Cart 2 items"
    <Link to="/cart" className={className}>
      <svg className="kit-cart-link__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.1 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.6" fill="currentColor" />
        <circle cx="17" cy="20" r="1.6" fill="currentColor" />
      </svg>
      <span className="kit-cart-link__label">Cart</span>
      <span className="kit-cart-link__count" data-testid="cart-count">
        {count}
      </span>
      <span className="kit-visually-hidden">{count === 1 ? ' item' : ' items'}</span>
    </Link>
  );
}
