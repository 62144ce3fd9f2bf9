import { LoadState, Price, useApi } from '@tyre/web-kit';
import { Link, useParams } from 'react-router-dom';
import { getProduct } from '../api/get-product';
import { BuyBox } from './buy-box';
import { ProductGallery } from './product-gallery';
import { ProductSpecs } from './product-specs';
import './products.css';

/** /products/:slug — pictures, specification, price, stock, quantity and Add to cart. */
export function ProductDetailPage() {
  const { slug = '' } = useParams();
  const state = useApi(`product:${slug}`, (signal) => getProduct(slug, signal));
  return (
    <section className="kit-container kit-page">
      <p className="catalog-back">
        <Link to="/products">← All products</Link>
      </p>
      <LoadState state={state}>
        {(product) =>
          product === null ? (
            <div className="catalog-not-found" data-testid="product-not-found">
              <h1 className="kit-page__title">Product not found</h1>
              <p>There is no product at this address. It may have been renamed or taken off the catalogue.</p>
              <Link className="kit-button" to="/products">
                Browse all products
              </Link>
            </div>
          ) : (
            <article className="product-detail">
              <ProductGallery images={[product.thumbnail, ...product.images]} title={product.title} />
              <div className="product-detail__body">
                <p className="product-detail__category">{product.categoryName}</p>
                <h1 className="kit-page__title">{product.title}</h1>
                <Price product={product} />
                <BuyBox key={product._id} product={product} />
                <ProductSpecs product={product} />
                {product.description && <p className="product-detail__text">{product.description}</p>}
                {product.features.length > 0 && (
                  <ul className="product-detail__features">
                    {product.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                )}
              </div>
            </article>
          )
        }
      </LoadState>
    </section>
  );
}
