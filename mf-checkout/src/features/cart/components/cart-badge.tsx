import { Link } from 'react-router-dom';
import { useCartCount } from '@tyre/web-kit';

/** The nav's cart link with the number of items in the cart. */
export function CartBadge() {
  const count = useCartCount();
  return (
    <Link to="/cart" className="cart-badge" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <span aria-hidden="true">Cart</span>
      <span className="cart-badge__count" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
