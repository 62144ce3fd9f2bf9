import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { LoadingPlaceholder, NotificationHost, ScrollToTop } from '@tyre/web-kit';
import { RemoteWidget } from '../components/remote-route';
import { SiteFooter } from '../features/footer/components/site-footer';
import { NavBar } from '../features/navigation/components/nav-bar';

/** While the checkout's badge loads, or if it cannot, the nav still links to the cart. */
const plainCartLink = (
  <Link to="/cart" className="nav-link" aria-label="Cart">
    Cart
  </Link>
);

export function Layout() {
  return (
    <div className="site">
      <ScrollToTop />
      <NavBar cart={<RemoteWidget remote="checkout" name="cart-badge" label="Cart" loading={plainCartLink} failed={() => plainCartLink} />} />
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
