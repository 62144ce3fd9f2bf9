import { Price, useApi, useLanguage } from '@tyre/web-kit';
import { useParams } from 'react-router-dom';
import { earlyProduct, getProduct } from '../api/get-product';
import { BuyBox } from './buy-box';
import { DetailScreen, FeatureList } from './detail-screen';
import { ProductGallery } from './product-gallery';
import { ProductSpecs } from './product-specs';
import { VehicleFits } from './vehicle-fits';
import { DealersNearSlot } from '../../../components/dealers-near/dealers-near-slot';
import { useText } from '../../../messages/dictionary';
import { localized } from '@tyre/contracts/localized';

/** /products/:slug — pictures, specification, price, stock, quantity, Add to cart and the vehicles it fits. */
export function ProductDetailPage() {
  const { slug = '' } = useParams();
  const state = useApi(
    `product:${slug}`,
    (signal) => getProduct(slug, signal),
    () => earlyProduct(slug),
  );
  const t = useText();
  const language = useLanguage();
  return (
    <DetailScreen
      state={state}
      notFound={t('detail.productNotFound')}
      testId="product-not-found"
      title={(product) => localized(product, 'title', language)}
      description={(product) => localized(product, 'description', language)}
    >
      {(product) => (
        <article className="product-detail">
          <ProductGallery
            images={[product.thumbnail, ...product.images]}
            title={localized(product, 'title', language)}
          />
          <div className="product-detail__body">
            <p className="product-detail__category">{localized(product, 'categoryName', language)}</p>
            <h1 className="kit-page__title">{localized(product, 'title', language)}</h1>
            <Price product={product} />
            <BuyBox key={product._id} product={product} />
            <ProductSpecs product={product} />
            {product.description && (
              <p className="product-detail__text">{localized(product, 'description', language)}</p>
            )}
            <FeatureList features={product.features} />
            <VehicleFits product={product._id} />
            <DealersNearSlot
              category={product.categorySlug}
              categoryName={localized(product, 'categoryName', language)}
            />
          </div>
        </article>
      )}
    </DetailScreen>
  );
}
