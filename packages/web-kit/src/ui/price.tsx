import type { ProductSummary } from '../cart/cart-state';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole Taka as the spec's card shows it: `BDT 12,34,567/-` (lakh grouping). */
export function formatBdt(amount: number): string {
  return `BDT ${grouping.format(amount)}/-`;
}

/** Regular price struck through beside the discount price when there is one above 0. */
export function Price({ product }: { product: Pick<ProductSummary, 'regularPrice' | 'discountPrice'> }) {
  const discounted = typeof product.discountPrice === 'number' && product.discountPrice > 0;
  if (!discounted) return <span className="kit-price">{formatBdt(product.regularPrice)}</span>;
  return (
    <span className="kit-price">
      <del className="kit-price__regular">{formatBdt(product.regularPrice)}</del>{' '}
      <strong className="kit-price__current">{formatBdt(product.discountPrice ?? 0)}</strong>
    </span>
  );
}
