import { Link } from 'react-router-dom';
import { LoadingPlaceholder } from '@tyre/web-kit';
import { brand } from '../../../config/brand';
import { RemoteWidget } from '../../../components/remote-route';

const promises = [
  { title: 'Cash on Delivery or bKash', text: 'Pay when the tyres arrive, or with bKash.' },
  { title: 'All 64 districts', text: 'Delivered to your door or to a dealer near you.' },
  { title: 'Prices in Taka, up front', text: 'The price you see is the price you pay for the tyre.' },
] as const;

/** The home page: the shell's hero, then widgets of the catalogue and content teams, each in its own boundary. */
export function HomePage() {
  return (
    <>
      <RemoteWidget
        remote="content"
        name="banner-carousel"
        label="Banners"
        loading={<></>}
        failed={() => null}
      />
      <section className="hero">
        <div className="kit-container hero__inner">
          <h1 className="hero__title">{brand.tagline}</h1>
          <p className="hero__text">
            Motorcycle, three-wheeler, car, light truck and truck tyres, delivered across all 64 districts.
          </p>
          <div className="hero__actions">
            <Link to="/products" className="kit-button kit-button--accent">
              Browse products
            </Link>
            <Link to="/finder" className="kit-button hero__ghost">
              Tyre finder
            </Link>
          </div>
        </div>
      </section>
      <section className="promises" aria-label="Why buy from us">
        <ul className="kit-container promises__list">
          {promises.map((promise) => (
            <li key={promise.title} className="promises__item">
              <strong>{promise.title}</strong>
              <span>{promise.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="kit-container kit-section" aria-labelledby="home-finder">
        <div className="kit-section__head">
          <h2 id="home-finder" className="kit-section__title">
            Find your tyre
          </h2>
        </div>
        <RemoteWidget
          remote="catalog"
          name="finder-form"
          label="The tyre finder"
          loading={<LoadingPlaceholder label="Loading the tyre finder" minHeight={96} />}
          failed={(retry) => (
            <p className="home-finder-failed">
              The tyre finder did not load.{' '}
              <button type="button" className="kit-button kit-button--ghost" onClick={retry}>
                Load the tyre finder again
              </button>{' '}
              or <Link to="/products">browse all products</Link>.
            </p>
          )}
        />
      </section>
      <section className="kit-container kit-section" aria-labelledby="home-products">
        <div className="kit-section__head">
          <h2 id="home-products" className="kit-section__title">
            New arrivals
          </h2>
          <Link to="/products" className="kit-link-more">
            All products
          </Link>
        </div>
        <RemoteWidget remote="catalog" name="new-arrivals" label="New arrivals" />
      </section>
      <RemoteWidget remote="content" name="home-video" label="Video" loading={<></>} failed={() => null} />
      <section className="kit-container kit-section" aria-labelledby="home-news">
        <div className="kit-section__head">
          <h2 id="home-news" className="kit-section__title">
            Latest news
          </h2>
          <Link to="/news" className="kit-link-more">
            All news
          </Link>
        </div>
        <RemoteWidget remote="content" name="latest-news" label="Latest news" />
      </section>
    </>
  );
}
