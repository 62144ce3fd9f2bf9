import { useSearchParams } from 'react-router-dom';
import { LoadState, Pager, ProductCard, useApi } from '@tyre/web-kit';
import { getProducts } from '../api/get-products';
import { AddToCartButton } from './add-to-cart-button';

export const productPageSize = 12;

/** /products: the product grid (4 per row on large screens), with search and pages from the URL. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const search = params.get('search')?.trim() ?? '';
  const state = useApi(`products:${page}:${search}`, (signal) => getProducts({ page, size: productPageSize, search }, signal));

  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };

  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{search ? `Products matching “${search}”` : 'Products'}</h1>
      <LoadState state={state}>
        {({ products, total }) =>
          products.length === 0 ? (
            <p>No products found.</p>
          ) : (
            <>
              <div className="kit-grid">
                {products.map((product) => (
                  <ProductCard key={product._id} product={product}>
                    <AddToCartButton product={product} />
                  </ProductCard>
                ))}
              </div>
              <Pager page={page} size={productPageSize} total={total} onPage={goTo} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
