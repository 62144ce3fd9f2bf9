import type { ProductCard as Card } from '@tyre/contracts';
import { ProductCard } from '@tyre/web-kit';
import { AddToCartButton } from './add-to-cart-button';

/**
 * Product cards, 4 a row on large screens, each with its Add to cart button (the first one's
 * picture fetched first, unless `priority` is false: a grid further down the page).
 */
export function ProductGrid({
  products,
  priority = true,
}: {
  products: readonly Card[];
  priority?: boolean;
}) {
  return (
    <div className="kit-grid">
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} priority={priority && index === 0}>
          <AddToCartButton product={product} />
        </ProductCard>
      ))}
    </div>
  );
}
