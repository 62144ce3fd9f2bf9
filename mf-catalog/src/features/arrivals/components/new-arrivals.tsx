import { LoadState, ProductCard, useApi } from '@tyre/web-kit';
import { getArrivals } from '../api/get-arrivals';
import './arrivals.css';

/** The home page's strip of new arrivals (GET /arrivals/all, in the admins' order). */
export function NewArrivals() {
  const state = useApi('arrivals', getArrivals);
  return (
    <LoadState state={state}>
      {(products) =>
        products.length === 0 ? (
          <p>New tyres are on their way.</p>
        ) : (
          <ul className="arrivals-strip" aria-label="New arrivals">
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
