import { unitPrice, type ProductSummary } from '../cart/cart-state';
import { formatPrice } from '../i18n/format';
import { useLanguage } from '../i18n/use-dictionary';

/**
 * Spec section 2: when `discountPrice` (the amount off) is above 0, the regular price is struck
 * through with the price paid beside it; otherwise only the regular price shows.
 */
export function Price({
  product,
}: {
  product: Pick<ProductSummary, 'regularPrice' | 'discountPrice' | 'price'>;
}) {
  const language = useLanguage();
  const format = (amount: number) => formatPrice(amount, language);
  const discounted = typeof product.discountPrice === 'number' && product.discountPrice > 0;
  if (!discounted) return <span className="kit-price">{format(product.regularPrice)}</span>;
  return (
    <span className="kit-price">
      <del className="kit-price__regular">{format(product.regularPrice)}</del>{' '}
      <strong className="kit-price__current">{format(unitPrice(product))}</strong>
    </span>
  );
}
