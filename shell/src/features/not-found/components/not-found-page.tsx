import { Link } from 'react-router-dom';

/** Any path that no screen serves. */
export function NotFoundPage() {
  return (
    <section className="kit-container kit-page not-found" data-testid="not-found">
      <h1 className="kit-page__title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/" className="kit-button">
        Go to the home page
      </Link>
    </section>
  );
}
