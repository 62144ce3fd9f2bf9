import { useNavigate } from 'react-router-dom';
import { useText } from '../../../messages/dictionary';
import { ProductForm } from './product-form';

/** /dashboard/products/create */
export function ProductCreatePage() {
  const navigate = useNavigate();
  const t = useText();
  return (
    <section>
      <h1>{t('products.new')}</h1>
      <ProductForm onSaved={() => navigate('/dashboard/products')} />
    </section>
  );
}
