import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CartLink, LoadingPlaceholder, NotificationHost, ScrollToTop } from '@tyre/web-kit';
import { StylesheetFailurePrompt } from '../components/stylesheet-failure-prompt';
import { SiteFooter } from '../features/footer/components/site-footer';
import { NavBar } from '../features/navigation/components/nav-bar';

export function Layout() {
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
