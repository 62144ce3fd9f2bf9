// The last line of defence: whatever breaks outside a remote's own boundary (the layout, a shell
// screen, the router) shows a friendly page with a reload and a way home, never a blank page.
import { useEffect, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorBoundary } from '@tyre/web-kit';
import { useText } from '../messages/catalogue';

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

/** The router's `errorElement`: an error thrown while rendering a route (or by the router). */
export function RouteErrorPage(props: ScreenProps) {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <RootErrorScreen {...props} />;
}

/** Around the whole app: what the router itself cannot catch. */
export function RootErrorBoundary({ children, ...props }: ScreenProps & { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <RootErrorScreen {...props} />}>{children}</ErrorBoundary>;
}
