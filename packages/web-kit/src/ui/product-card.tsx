import { useProductTitle } from '../i18n/use-product-title';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummary } from '../cart/cart-state';
import { fileUrl } from '../config/runtime-config';
import { Price } from './price';

/**
 * Thumbnail, title and prices; links to `/products/<_id>`. `priority`: the card is the first of a
 * page's list (its picture is likely the page's largest content): fetched at once and first.
 */
export function ProductCard({
  product,
  children,
  priority = false,
}: {
  product: ProductSummary;
  children?: ReactNode;
  priority?: boolean;
}) {
  const href = `/products/${product._id}`;
  const title = useProductTitle(product);
  return (
    <article className="kit-card" data-testid="product-card">
      <Link to={href} className="kit-card__media">
        {product.thumbnailImage ? (
          <img
            src={fileUrl(product.thumbnailImage)}
            alt={title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            width={300}
            height={300}
          />
        ) : (
          <span className="kit-card__no-image" aria-hidden="true" />
        )}
      </Link>
      <div className="kit-card__body">
        <h3 className="kit-card__title">
          <Link to={href}>{title}</Link>
        </h3>
        <Price product={product} />
        {children}
      </div>
    </article>
  );
}
