import { Link } from 'react-router-dom';
import { useCartCount } from '../cart/cart-atoms';

/** The nav's cart link with the number of items in the shared cart. */
export function CartLink({ className = 'kit-cart-link' }: { className?: string }) {
  const count = useCartCount();
  return (
    <Link to="/cart" className={className} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <span aria-hidden="true">Cart</span>
      <span className="kit-cart-link__count" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
