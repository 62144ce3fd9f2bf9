import type { ProductCard as Card } from '@tyre/contracts';
import { ProductCard } from '@tyre/web-kit';
import { AddToCartButton } from './add-to-cart-button';

/** Product cards, 4 a row on large screens, each with its Add to cart button. */
export function ProductGrid({ products }: { products: readonly Card[] }) {
  return (
    <div className="kit-grid">
      {products.map((product) => (
        <ProductCard key={product._id} product={product}>
          <AddToCartButton product={product} />
        </ProductCard>
      ))}
    </div>
  );
}
