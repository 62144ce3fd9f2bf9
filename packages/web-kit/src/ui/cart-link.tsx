import { Link } from 'react-router-dom';
import { useCartCount } from '../cart/cart-atoms';
import { useFormat } from '../i18n/format';
import { useKitText } from '../i18n/kit-dictionary';

/** The nav's cart link with the number of items in the shared cart. */
export function CartLink({ className = 'kit-cart-link' }: { className?: string }) {
  const count = useCartCount();
  const t = useKitText();
  const { number } = useFormat();
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
      <span className="kit-cart-link__label">{t('cart.label')}</span>
      <span className="kit-cart-link__count" data-testid="cart-count">
        {number(count)}
      </span>
      <span className="kit-visually-hidden">{` ${t('cart.items', { count })}`}</span>
    </Link>
  );
}
