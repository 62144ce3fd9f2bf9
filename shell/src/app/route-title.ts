import { useLocation } from 'react-router-dom';
import { useRouteTitle } from '@tyre/web-kit';
import { useText } from '../messages/catalogue';

type Text = ReturnType<typeof useText>;

/** The title of each path's screen by its first segment (a screen may set a more precise one). */
const titleKeys: Record<string, Parameters<Text>[0]> = {
  products: 'nav.products',
  tire: 'title.tyreRange',
  finder: 'title.finder',
  news: 'nav.news',
  gallery: 'title.gallery',
  career: 'title.career',
  jobs: 'title.job',
  about: 'nav.about',
  contact: 'nav.contact',
  dealer: 'nav.dealership',
  cart: 'title.cart',
  order: 'title.order',
  success: 'title.success',
  invoice: 'title.invoice',
  orders: 'title.orders',
  login: 'auth.login',
  register: 'auth.register',
  profile: 'profile.title',
  dashboard: 'nav.dashboard',
};

/** Sets the browser tab's title for the current path, in the page's language, on every navigation. */
export function useShellRouteTitle(): void {
  const { pathname } = useLocation();
  const t = useText();
  const first = pathname.split('/')[1] ?? '';
  const key = first === '' || first === 'home' ? undefined : (titleKeys[first] ?? 'notFound.title');
  useRouteTitle(key ? t(key) : '');
}
