import { LoadState, ProductCard, useApi } from '@tyre/web-kit';
import { getArrivals } from '../api/get-arrivals';
import './arrivals.css';
import { useText } from '../../../messages/dictionary';

/** The home page's strip of new arrivals (GET /arrivals/all, in the admins' order). */
export function NewArrivals() {
  const state = useApi('arrivals', getArrivals);
  const t = useText();
  return (
    <LoadState state={state}>
      {(products) =>
        products.length === 0 ? (
          <p>{t('arrivals.none')}</p>
        ) : (
          <ul className="arrivals-strip" aria-label={t('arrivals.label')}>
            {products.map((product) => (
              <li key={product._id} className="arrivals-strip__item">
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}
