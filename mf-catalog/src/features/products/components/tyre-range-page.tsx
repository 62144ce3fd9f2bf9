import { CATALOG_PAGE_MAX } from '@tyre/contracts/constants';
import { fileUrl, LoadState, useApi, useFormat, useLanguage } from '@tyre/web-kit';
import { Link, useParams } from 'react-router-dom';
import { getProducts } from '../api/get-products';
import { getTyreRange } from '../api/get-tyre-range';
import { DetailScreen, FeatureList } from './detail-screen';
import { ProductGrid } from '../../../components/product-grid';
import { useText } from '../../../messages/dictionary';
import { localized } from '@tyre/contracts/localized';

/** The range's products (one page of the largest size: a range has a few dozen sizes at most). */
function RangeProducts({ range }: { range: string }) {
  const state = useApi(`range-products:${range}`, (signal) =>
    getProducts({ range, page: 0, size: CATALOG_PAGE_MAX }, signal),
  );
  const t = useText();
  const { number } = useFormat();
  return (
    <LoadState state={state}>
      {({ items: products, total }) =>
        products.length === 0 ? (
          <p>{t('range.none')}</p>
        ) : (
          <>
            <ProductGrid products={products} />
            {total > products.length && (
              <p>
                <Link to={`/products?range=${encodeURIComponent(range)}`}>
                  {t('range.all', { total: number(total) })}
                </Link>
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
  const t = useText();
  const language = useLanguage();
  return (
    <DetailScreen
      state={state}
      notFound={t('detail.rangeNotFound')}
      testId="range-not-found"
      title={(range) => localized(range, 'name', language)}
      description={(range) => localized(range, 'description', language)}
    >
      {(range) => (
        <>
          <article className="tyre-range">
            {range.image && (
              <img
                className="tyre-range__image"
                src={fileUrl(range.image.detail)}
                alt={localized(range, 'name', language)}
                width={1000}
                height={1000}
              />
            )}
            <div className="tyre-range__body">
              <p className="product-detail__category">
                <Link to={`/products?category=${encodeURIComponent(range.categorySlug)}`}>
                  {localized(range, 'categoryName', language)}
                </Link>
              </p>
              <h1 className="kit-page__title">{localized(range, 'name', language)}</h1>
              {range.description && (
                <p className="product-detail__text">{localized(range, 'description', language)}</p>
              )}
              <FeatureList features={range.features} />
            </div>
          </article>
          <h2>{t('range.sizes', { name: localized(range, 'name', language) })}</h2>
          <RangeProducts range={range.slug} />
        </>
      )}
    </DetailScreen>
  );
}
