import { Link } from 'react-router-dom';
import { LoadingPlaceholder } from '@tyre/web-kit';
import { brand } from '../../../config/brand';
import { RemoteWidget } from '../../../components/remote-route';

/** The home page: the shell's hero, then widgets of the catalogue and content teams, each in its own boundary. */
export function HomePage() {
  return (
    <>
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
            <Link to="/finder" className="kit-button kit-button--ghost hero__ghost">
              Tyre finder
            </Link>
          </div>
        </div>
      </section>
      <section className="kit-container home-section" aria-labelledby="home-finder">
        <h2 id="home-finder">Find your tyre</h2>
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
      <section className="kit-container home-section" aria-labelledby="home-products">
        <h2 id="home-products">New arrivals</h2>
        <RemoteWidget remote="catalog" name="new-arrivals" label="New arrivals" />
      </section>
      <section className="kit-container home-section" aria-labelledby="home-news">
        <h2 id="home-news">Latest news</h2>
        <RemoteWidget remote="content" name="latest-news" label="Latest news" />
      </section>
    </>
  );
}
