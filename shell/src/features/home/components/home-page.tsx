import { Link } from 'react-router-dom';
import { LoadingPlaceholder } from '@tyre/web-kit';
import { RemoteWidget } from '../../../components/remote-route';
import { useText } from '../../../messages/catalogue';

const promises = [
  { title: 'home.promise.pay.title', text: 'home.promise.pay.text' },
  { title: 'home.promise.districts.title', text: 'home.promise.districts.text' },
  { title: 'home.promise.prices.title', text: 'home.promise.prices.text' },
] as const;

/** The home page: the shell's hero, then widgets of the catalogue and content teams, each in its own boundary. */
export function HomePage() {
  const t = useText();
  return (
    <>
      <section className="hero">
        <div className="kit-container hero__inner">
          <h1 className="hero__title">{t('brand.tagline')}</h1>
          <p className="hero__text">{t('home.text')}</p>
          <div className="hero__actions">
            <Link to="/products" className="kit-button kit-button--accent">
              {t('home.browse')}
            </Link>
            <Link to="/finder" className="kit-button hero__ghost">
              {t('home.finder')}
            </Link>
          </div>
        </div>
      </section>
      <section className="promises" aria-label={t('home.promises')}>
        <ul className="kit-container promises__list">
          {promises.map((promise) => (
            <li key={promise.title} className="promises__item">
              <strong>{t(promise.title)}</strong>
              <span>{t(promise.text)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="kit-container kit-section" aria-labelledby="home-finder">
        <div className="kit-section__head">
          <h2 id="home-finder" className="kit-section__title">
            {t('home.findTitle')}
          </h2>
        </div>
        <RemoteWidget
          remote="catalog"
          name="finder-form"
          label={t('home.finderLabel')}
          loading={<LoadingPlaceholder label={t('home.finderLoading')} minHeight={96} />}
          failed={(retry) => (
            <p className="home-finder-failed">
              {t('home.finderFailed')}{' '}
              <button type="button" className="kit-button kit-button--ghost" onClick={retry}>
                {t('home.finderRetry')}
              </button>{' '}
              {t('home.or')} <Link to="/products">{t('home.browseAll')}</Link>.
            </p>
          )}
        />
      </section>
      <section className="kit-container kit-section" aria-labelledby="home-products">
        <div className="kit-section__head">
          <h2 id="home-products" className="kit-section__title">
            {t('home.newArrivals')}
          </h2>
          <Link to="/products" className="kit-link-more">
            {t('home.allProducts')}
          </Link>
        </div>
        <RemoteWidget remote="catalog" name="new-arrivals" label={t('home.newArrivals')} />
      </section>
      <section className="kit-container kit-section" aria-labelledby="home-news">
        <div className="kit-section__head">
          <h2 id="home-news" className="kit-section__title">
            {t('home.latestNews')}
          </h2>
          <Link to="/news" className="kit-link-more">
            {t('home.allNews')}
          </Link>
        </div>
        <RemoteWidget remote="content" name="latest-news" label={t('home.latestNews')} />
      </section>
    </>
  );
}
