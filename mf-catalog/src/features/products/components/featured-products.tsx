import { LoadState, ProductCard, useApi } from '@tyre/web-kit';
import { getProducts } from '../api/get-products';

/** The home page's row of products. */
export function FeaturedProducts() {
  const state = useApi('featured-products', (signal) => getProducts({ page: 0, size: 4 }, signal));
  return (
    <LoadState state={state}>
      {({ products }) =>
        products.length === 0 ? (
          <p>New tyres are on their way.</p>
        ) : (
          <div className="kit-grid">
            {products.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </div>
        )
      }
    </LoadState>
  );
}
