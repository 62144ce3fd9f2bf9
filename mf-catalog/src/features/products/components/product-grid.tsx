import type { ProductCard as Card } from '@tyre/contracts';
import { ProductCard } from '@tyre/web-kit';
import { AddToCartButton } from './add-to-cart-button';

/** Product cards, 4 a row on large screens, each with its Add to cart button (the first one's picture fetched first). */
export function ProductGrid({ products }: { products: readonly Card[] }) {
  return (
    <div className="kit-grid">
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} priority={index === 0}>
          <AddToCartButton product={product} />
        </ProductCard>
      ))}
    </div>
  );
}
