import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CartLink, LoadingPlaceholder, NotificationHost, ScrollToTop } from '@tyre/web-kit';
import { StylesheetFailurePrompt } from '../components/stylesheet-failure-prompt';
import { SiteFooter } from '../features/footer/components/site-footer';
import { NavBar } from '../features/navigation/components/nav-bar';
import { useShellRouteTitle } from './route-title';

/** The public pages: the site's header and footer around the page. */
export function Layout() {
  useShellRouteTitle();
  return (
    <div className="site">
      <ScrollToTop />
      <NavBar cart={<CartLink />} />
      <StylesheetFailurePrompt />
      <main className="site-main">
        <Suspense fallback={<LoadingPlaceholder />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <NotificationHost />
    </div>
  );
}

/** A full-screen app (the dashboard): the page alone, with its own header, navigation and footer. */
export function AppLayout() {
  useShellRouteTitle();
  return (
    <div className="app-screen">
      <ScrollToTop />
      <StylesheetFailurePrompt />
      <Suspense fallback={<LoadingPlaceholder minHeight={320} />}>
        <Outlet />
      </Suspense>
      <NotificationHost />
    </div>
  );
}
