import { LIST_PAGE_SIZE } from '@tyre/contracts/constants';
import { LoadState, Pager, Spinner, useApi } from '@tyre/web-kit';
import { Link, useSearchParams } from 'react-router-dom';
import { changedParams } from '../../../utils/search-params';
import { earlyProducts, getProducts } from '../api/get-products';
import { productFilters, productListInput } from '../product-list-input';
import { ProductFilters } from './product-filters';
import { ProductGrid } from '../../../components/product-grid';
import './products.css';
import { useText } from '../../../messages/dictionary';

/**
 * /products: the product grid with search, category, tyre range, sort and pages, all in the URL
 * (?search=&category=&range=&sort=&page=) so that a view can be shared and back/forward works.
 */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const t = useText();
  const filters = productFilters(params);
  const input = productListInput(params);
  const { page } = input;
  const state = useApi(
    `products:${JSON.stringify(input)}`,
    (signal) => getProducts(input, signal),
    () => earlyProducts(input),
  );
  const filtered = Boolean(filters.search || filters.category || filters.range);

  const change = (changes: Record<string, string | number | undefined>) =>
    setParams(changedParams(params, changes));

  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t('list.title')}</h1>
      <ProductFilters values={filters} onChange={change} />
      <LoadState state={state}>
        {({ items: products, total }) => (
          <div aria-busy={state.loading}>
            <p className="catalog-count" aria-live="polite">
              {t('list.count', { count: total })}
              {filters.search && <> {t('list.matching', { search: filters.search })}</>}
              {state.loading && (
                <>
                  {' '}
                  <Spinner label={t('list.loading')} />
                </>
              )}
            </p>
            {products.length === 0 ? (
              <p>
                {t('list.none')}{' '}
                {filtered ? (
                  <Link to="/products">{t('list.showAll')}</Link>
                ) : (
                  page > 0 && <Link to="/products">{t('list.firstPage')}</Link>
                )}
              </p>
            ) : (
              <ProductGrid products={products} />
            )}
            <Pager
              page={page}
              size={LIST_PAGE_SIZE}
              total={total}
              onPage={(next) => change({ page: next })}
            />
          </div>
        )}
      </LoadState>
    </section>
  );
}
