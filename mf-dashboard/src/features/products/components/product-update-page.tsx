import { Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '@tyre/web-kit';
import { getProduct } from '../api/get-product';
import { ProductForm } from './product-form';
import { LoadError } from '../../../components/load-error';
import { useText } from '../../../messages/dictionary';

/** /dashboard/products/update/:slug — the product form filled with the product (drafts too). */
export function ProductUpdatePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const t = useText();
  const state = useApi(`dashboard-product:${slug}`, (signal) => getProduct(slug, signal));
  return (
    <section>
      <h1>{state.data ? t('products.editTitle', { title: state.data.title }) : t('products.editProduct')}</h1>
      <LoadError state={state} />
      {state.loading && !state.data && <Skeleton active />}
      {state.data && (
        <ProductForm
          key={state.data._id + state.data.updatedAt}
          product={state.data}
          onSaved={() => navigate('/dashboard/products')}
        />
      )}
    </section>
  );
}
