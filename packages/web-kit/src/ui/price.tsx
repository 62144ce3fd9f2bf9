import { unitPrice, type ProductSummary } from '../cart/cart-state';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole Taka as the spec's card shows it: `BDT 12,34,567/-` (lakh grouping). */
export function formatBdt(amount: number): string {
  return `BDT ${grouping.format(amount)}/-`;
}

/**
 * Spec section 2: when `discountPrice` (the amount off) is above 0, the regular price is struck
 * through with the price paid beside it; otherwise only the regular price shows.
 */
export function Price({
  product,
}: {
  product: Pick<ProductSummary, 'regularPrice' | 'discountPrice' | 'price'>;
}) {
  const discounted = typeof product.discountPrice === 'number' && product.discountPrice > 0;
  if (!discounted) return <span className="kit-price">{formatBdt(product.regularPrice)}</span>;
  return (
    <span className="kit-price">
      <del className="kit-price__regular">{formatBdt(product.regularPrice)}</del>{' '}
      <strong className="kit-price__current">{formatBdt(unitPrice(product))}</strong>
    </span>
  );
}
