import { Link, useParams } from 'react-router-dom';
import { fileUrl, LoadState, Price, useApi } from '@tyre/web-kit';
import { getProduct } from '../api/get-product';
import { AddToCartButton } from './add-to-cart-button';

/** /products/:slug — one product with its picture, prices and description. */
export function ProductDetailPage() {
  const { slug = '' } = useParams();
  const state = useApi(`product:${slug}`, (signal) => getProduct(slug, signal));
  return (
    <section className="kit-container kit-page">
      <p>
        <Link to="/products">← All products</Link>
      </p>
      <LoadState state={state}>
        {(product) => (
          <article className="product-detail">
            {product.thumbnailImage && <img className="product-detail__image" src={fileUrl(product.thumbnailImage)} alt={product.title} />}
            <div className="product-detail__body">
              <h1 className="kit-page__title">{product.title}</h1>
              <Price product={product} />
              {typeof product.stock === 'number' && <p>{product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}</p>}
              <AddToCartButton product={product} />
              {(product.description ?? product.desc) && <p className="product-detail__text">{product.description ?? product.desc}</p>}
            </div>
          </article>
        )}
      </LoadState>
    </section>
  );
}
