// The last line of defence: whatever breaks outside a remote's own boundary (the layout, a shell
// screen, the router) shows a friendly page with a reload and a way home, never a blank page.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@tyre/web-kit';
import { useText } from '../messages/dictionary';

interface ScreenProps {
  /** reloads the page; the browser's reload unless a test passes its own */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/** The friendly page itself (plain links: it may show outside the router). */
export function RootErrorScreen({ reload = reloadPage }: ScreenProps) {
  const t = useText();
  return (
    <section className="kit-container kit-page root-error" role="alert" data-testid="root-error">
      <h1 className="kit-page__title">{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <p>
        <button type="button" className="kit-button" onClick={reload}>
          {t('error.reload')}
        </button>{' '}
        <a href="/">{t('notFound.home')}</a>
      </p>
    </section>
  );
}

/** The friendly page of a route that broke; gone (the screen tried again) once the address changes. */
function RouteErrorPage({
  pathname,
  reset,
  ...props
}: ScreenProps & { pathname: string; reset: () => void }) {
  const [brokenAt] = useState(pathname);
  useEffect(() => {
    if (pathname !== brokenAt) reset();
  }, [pathname, brokenAt, reset]);
  return <RootErrorScreen {...props} />;
}

/**
 * Around the routes' layout: an error thrown while rendering a screen or the layout shows the
 * friendly page (the error is logged by the boundary); moving to another address tries again.
 * (A plain boundary: the shell uses the router's declarative mode, without the data router's
 * `errorElement`, which costs about 15 KB of compressed JavaScript on every page.)
 */
export function RouteErrorBoundary({ children, ...props }: ScreenProps & { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      fallback={(_error, reset) => <RouteErrorPage pathname={pathname} reset={reset} {...props} />}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Around the whole app: what the router itself cannot catch. */
export function RootErrorBoundary({ children, ...props }: ScreenProps & { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <RootErrorScreen {...props} />}>{children}</ErrorBoundary>;
}
