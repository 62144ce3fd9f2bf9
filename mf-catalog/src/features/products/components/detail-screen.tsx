import { LoadState, usePageTitle, type ApiState } from '@tyre/web-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './products.css';
import { useText } from '../../../messages/dictionary';

interface Props<T> {
  /** the lookup; `null` data means there is no such thing */
  state: ApiState<T | null>;
  /** the not-found heading, e.g. "Product not found" */
  notFound: string;
  testId: string;
  /** the browser tab's title for the item (its name in the page's language) */
  title: (item: T) => string;
  /** the item's meta description (its text in the page's language) */
  description: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** The frame of a catalogue detail screen: a way back, the loading and error states, and a clear not-found message. */
export function DetailScreen<T>({ state, notFound, testId, title, description, children }: Props<T>) {
  const t = useText();
  const item = state.data;
  usePageTitle(
    item === null ? notFound : item === undefined ? undefined : title(item),
    item ? description(item) : undefined,
  );
  return (
    <section className="kit-container kit-page">
      <p className="catalog-back">
        <Link to="/products">{t('detail.back')}</Link>
      </p>
      <LoadState state={state}>
        {(item) =>
          item === null ? (
            <div className="catalog-not-found" data-testid={testId}>
              <h1 className="kit-page__title">{notFound}</h1>
              <p>{t('detail.notFoundText')}</p>
              <Link className="kit-button" to="/products">
                {t('detail.browseAll')}
              </Link>
            </div>
          ) : (
            children(item)
          )
        }
      </LoadState>
    </section>
  );
}

/** A product's or a range's list of features. */
export function FeatureList({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <ul className="product-detail__features">
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}
