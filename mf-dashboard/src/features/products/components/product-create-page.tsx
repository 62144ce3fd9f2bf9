import { useNavigate } from 'react-router-dom';
import { ProductForm } from './product-form';

/** /dashboard/products/create */
export function ProductCreatePage() {
  const navigate = useNavigate();
  return (
    <section>
      <h1>New product</h1>
      <ProductForm onSaved={() => navigate('/dashboard/products')} />
    </section>
  );
}
