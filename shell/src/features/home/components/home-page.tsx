import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Banner, RemoteName } from '@tyre/contracts';
import { BannerImage, LoadingPlaceholder, useApi } from '@tyre/web-kit';
import { RemoteWidget } from '../../../components/remote-route';
import { useText } from '../../../messages/dictionary';
import { earlyFirstBanner, getFirstBanner } from '../api/first-banner';
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

interface BannerBox {
  /** whether the carousel's box is there */
  shown: boolean;
  /** the first banner, once known: painted by the shell beneath the carousel until it covers it */
  first: Banner | null;
}

/**
 * The banner box: while the shell's own GET /banners is under way, shown as last time (reserved
 * on a first visit: the usual case is that banners exist); then as the API says.
 */
function useBannerBox(): BannerBox {
  const state = useApi('home-first-banner', getFirstBanner, earlyFirstBanner);
  useEffect(() => {
    if (state.data === undefined) return;
    try {
      localStorage.setItem(bannersKnownKey, String(state.data !== null));
    } catch {
      // private mode: nothing remembered
    }
  }, [state.data]);
  if (state.data !== undefined) return { shown: state.data !== null, first: state.data };
  if (state.error) return { shown: false, first: null };
  return { shown: rememberedBanners() ?? true, first: null };
}

/** A reserved, quiet box while a remote area loads (its size is the area's, from home.css). */
const areaLoading = (label: string) => <LoadingPlaceholder label={label} minHeight={0} />;

/** A remote widget below the first screen: its reserved box until the browser is idle, then the widget. */
function IdleArea<R extends RemoteName>({
  loadingLabel,
  ...widget
}: Omit<Parameters<typeof RemoteWidget<R>>[0], 'loading'> & { loadingLabel: string }) {
  const loading = areaLoading(loadingLabel);
  return (
    <WhenIdle placeholder={loading}>
      <RemoteWidget {...widget} loading={loading} />
    </WhenIdle>
  );
}

/**
 * The home page: the banner carousel (its first picture painted by the shell), the shell's hero,
 * then widgets of the catalogue and content teams, each in its own boundary and in a box of its
 * final size (home.css), so that nothing moves when a remote's code and data arrive. The areas
 * below the first screen (all but the banners, on phones and laptops alike) load when the browser
 * is idle; the home video, whose existence is known only when it arrives, comes last.
 */
export function HomePage() {
  const t = useText();
  const bannerBox = useBannerBox();
  return (
    <>
      {bannerBox.shown && (
        <div className="home-banners" data-testid="home-banners">
          {bannerBox.first && (
            // the first banner as soon as the page's early answer is in, before the carousel's
            // code has run; the carousel then lays the same picture over it (alt="": decorative,
            // the carousel's slide is the one screen readers read)
            <BannerImage banner={bannerBox.first} alt="" first className="home-banners__first" />
          )}
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
          <IdleArea
            remote="catalog"
            name="finder-form"
            label={t('home.finderLabel')}
            loadingLabel={t('home.finderLoading')}
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
          <IdleArea
            remote="catalog"
            name="new-arrivals"
            label={t('home.newArrivals')}
            loadingLabel={t('home.newArrivals')}
          />
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
          <IdleArea
            remote="content"
            name="latest-news"
            label={t('home.latestNews')}
            loadingLabel={t('home.latestNews')}
          />
        </div>
      </section>
      <WhenIdle placeholder={null}>
        <RemoteWidget remote="content" name="home-video" label="Video" loading={<></>} failed={() => null} />
      </WhenIdle>
    </>
  );
}
