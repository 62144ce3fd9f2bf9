import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LoadingPlaceholder, useApi } from '@tyre/web-kit';
import { RemoteWidget } from '../../../components/remote-route';
import { useText } from '../../../messages/catalogue';
import { hasBanners } from '../api/has-banners';
import { WhenIdle } from './when-idle';
import './home.css';

const promises = [
  { title: 'home.promise.pay.title', text: 'home.promise.pay.text' },
  { title: 'home.promise.districts.title', text: 'home.promise.districts.text' },
  { title: 'home.promise.prices.title', text: 'home.promise.prices.text' },
] as const;

/** Where the last answer of "are there banners?" is remembered (a returning visitor's first paint is right). */
export const bannersKnownKey = 'home.hasBanners';

function rememberedBanners(): boolean | null {
  try {
    const value = localStorage.getItem(bannersKnownKey);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

/**
 * Whether the banner box is shown: while the shell's own GET /banners is under way, as last time
 * (reserved on a first visit: the usual case is that banners exist); then as the API says.
 */
function useBannerBox(): boolean {
  const state = useApi('home-has-banners', hasBanners);
  useEffect(() => {
    if (state.data === undefined) return;
    try {
      localStorage.setItem(bannersKnownKey, String(state.data));
    } catch {
      // private mode: nothing remembered
    }
  }, [state.data]);
  if (state.data !== undefined) return state.data;
  if (state.error) return false;
  return rememberedBanners() ?? true;
}

/** A reserved, quiet box while a remote area loads (its size is the area's, from home.css). */
const areaLoading = (label: string) => <LoadingPlaceholder label={label} minHeight={0} />;

/**
 * The home page: the banner carousel, the shell's hero, then widgets of the catalogue and content
 * teams, each in its own boundary and in a box of its final size (home.css), so that nothing
 * moves when a remote's code and data arrive. The areas below the first screen load when the
 * browser is idle; the home video, whose existence is known only when it arrives, comes last.
 */
export function HomePage() {
  const t = useText();
  const bannerBox = useBannerBox();
  return (
    <>
      {bannerBox && (
        <div className="home-banners" data-testid="home-banners">
          <RemoteWidget
            remote="content"
            name="banner-carousel"
            label="Banners"
            loading={<></>}
            failed={() => null}
          />
        </div>
      )}
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
        <div className="home-area home-area--finder">
          <RemoteWidget
            remote="catalog"
            name="finder-form"
            label={t('home.finderLabel')}
            loading={areaLoading(t('home.finderLoading'))}
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
        </div>
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
        <div className="home-area home-area--arrivals">
          <WhenIdle placeholder={areaLoading(t('home.newArrivals'))}>
            <RemoteWidget
              remote="catalog"
              name="new-arrivals"
              label={t('home.newArrivals')}
              loading={areaLoading(t('home.newArrivals'))}
            />
          </WhenIdle>
        </div>
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
        <div className="home-area home-area--news">
          <WhenIdle placeholder={areaLoading(t('home.latestNews'))}>
            <RemoteWidget
              remote="content"
              name="latest-news"
              label={t('home.latestNews')}
              loading={areaLoading(t('home.latestNews'))}
            />
          </WhenIdle>
        </div>
      </section>
      <WhenIdle placeholder={null}>
        <RemoteWidget remote="content" name="home-video" label="Video" loading={<></>} failed={() => null} />
      </WhenIdle>
    </>
  );
}
