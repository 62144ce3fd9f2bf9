import { CATALOG_PAGE_MAX } from '@tyre/contracts/constants';
import { fileUrl, LoadState, ProductCard, useApi } from '@tyre/web-kit';
import { Link, useParams } from 'react-router-dom';
import { getProducts } from '../api/get-products';
import { getTyreRange } from '../api/get-tyre-range';
import { AddToCartButton } from './add-to-cart-button';
import './products.css';

/** The range's products (one page of the largest size: a range has a few dozen sizes at most). */
function RangeProducts({ range }: { range: string }) {
  const state = useApi(`range-products:${range}`, (signal) => getProducts({ range, page: 0, size: CATALOG_PAGE_MAX }, signal));
  return (
    <LoadState state={state}>
      {({ products, total }) =>
        products.length === 0 ? (
          <p>No products of this range are on sale right now.</p>
        ) : (
          <>
            <div className="kit-grid">
              {products.map((product) => (
                <ProductCard key={product._id} product={product}>
                  <AddToCartButton product={product} />
                </ProductCard>
              ))}
            </div>
            {total > products.length && (
              <p>
                <Link to={`/products?range=${encodeURIComponent(range)}`}>All {total} products of this range</Link>
              </p>
            )}
          </>
        )
      }
    </LoadState>
  );
}

/** /tire/:slug — a tyre range (pattern family): picture, description, features and its products. */
export function TyreRangePage() {
  const { slug = '' } = useParams();
  const state = useApi(`range:${slug}`, (signal) => getTyreRange(slug, signal));
  return (
    <section className="kit-container kit-page">
      <p className="catalog-back">
        <Link to="/products">← All products</Link>
      </p>
      <LoadState state={state}>
        {(range) =>
          range === null ? (
            <div className="catalog-not-found" data-testid="range-not-found">
              <h1 className="kit-page__title">Tyre range not found</h1>
              <p>There is no tyre range at this address.</p>
              <Link className="kit-button" to="/products">
                Browse all products
              </Link>
            </div>
          ) : (
            <>
              <article className="tyre-range">
                {range.image && <img className="tyre-range__image" src={fileUrl(range.image.detail)} alt={range.name} width={1000} height={1000} />}
                <div className="tyre-range__body">
                  <p className="product-detail__category">
                    <Link to={`/products?category=${encodeURIComponent(range.categorySlug)}`}>{range.categoryName}</Link>
                  </p>
                  <h1 className="kit-page__title">{range.name}</h1>
                  {range.description && <p className="product-detail__text">{range.description}</p>}
                  {range.features.length > 0 && (
                    <ul className="product-detail__features">
                      {range.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </article>
              <h2>{range.name} sizes</h2>
              <RangeProducts range={range.slug} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
