import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BannerImage, useApi, useLanguage } from '@tyre/web-kit';
import type { Banner } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { earlyBanners, getBanners } from '../api/get-banners';
import { useText } from '../../../messages/dictionary';
import './home.css';

/** How long a slide stays before the next one (when playing). */
export const slideIntervalMs = 6000;

const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

function Slide({
  banner,
  index,
  total,
  active,
}: {
  banner: Banner;
  index: number;
  total: number;
  active: boolean;
}) {
  const t = useText();
  // the Bangla caption in Bangla when the banner has one, else the English one
  const title = localized(banner, 'title', useLanguage())?.trim() ?? '';
  const image = (
    <BannerImage banner={banner} alt={title || t('home.banner', { n: index + 1 })} first={index === 0} />
  );
  return (
    <div
      className="banner-carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.slide', { n: index + 1, total })}
      aria-hidden={!active}
      inert={!active}
      data-testid="banner-slide"
    >
      {banner.link.startsWith('/') ? (
        <Link to={banner.link} tabIndex={active ? undefined : -1}>
          {image}
        </Link>
      ) : banner.link ? (
        <a href={banner.link} tabIndex={active ? undefined : -1}>
          {image}
        </a>
      ) : (
        image
      )}
      {title && <p className="banner-carousel__title">{title}</p>}
    </div>
  );
}

/**
 * The home page's banner carousel: the active banners in order, the first picture eager and the
 * rest lazy, a reserved aspect ratio, autoplay that pauses on hover and focus (and never starts
 * with reduced motion), previous / next buttons and labelled dots.
 */
export function BannerCarousel() {
  const t = useText();
  const state = useApi('banners', (signal) => getBanners(signal), earlyBanners);
  const banners = state.data ?? [];
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(reducedMotion);
  const rootRef = useRef<HTMLElement>(null);
  const count = banners.length;

  const go = useCallback((index: number) => setCurrent(count === 0 ? 0 : (index + count) % count), [count]);

  useEffect(() => {
    if (count < 2 || paused || hovered || focused) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), slideIntervalMs);
    return () => clearInterval(timer);
  }, [count, paused, hovered, focused]);

  if (count === 0) {
    // keep the space while loading so that nothing below moves; nothing when there are no banners
    return state.data === undefined && !state.error ? (
      <div className="banner-carousel banner-carousel--loading" aria-hidden="true" />
    ) : null;
  }
  return (
    <section
      ref={rootRef}
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.carousel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="banner-carousel__track"
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={paused || hovered || focused ? 'polite' : 'off'}
      >
        {banners.map((banner, i) => (
          <Slide key={banner._id} banner={banner} index={i} total={count} active={i === current} />
        ))}
      </div>
      {count > 1 && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('home.play') : t('home.pause')}
          >
            {paused ? (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
              </svg>
            )}
          </button>
          <button
            type="button"
            className="banner-carousel__button"
            onClick={() => go(current - 1)}
            aria-label={t('home.previous')}
          >
            ‹
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, i) => (
              <button
                key={banner._id}
                type="button"
                className="banner-carousel__dot"
                onClick={() => go(i)}
                aria-label={t('home.goTo', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
              >
                <span aria-hidden="true" />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="banner-carousel__button"
            onClick={() => go(current + 1)}
            aria-label={t('home.next')}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
