import { useLocation } from 'react-router-dom';
import { useRouteTitle } from '@tyre/web-kit';
import { useText } from '../messages/dictionary';

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
  track: 'title.track',
  login: 'auth.login',
  register: 'auth.register',
  profile: 'profile.title',
  dashboard: 'nav.dashboard',
};

/** The description of the public lists and pages (the server writes the same for crawlers). */
const descriptionKeys: Record<string, Parameters<Text>[0]> = {
  '': 'description.home',
  home: 'description.home',
  products: 'description.products',
  finder: 'description.finder',
  news: 'description.news',
  gallery: 'description.gallery',
  career: 'description.career',
  dealer: 'description.dealer',
  about: 'description.about',
  contact: 'description.contact',
};

/**
 * Sets the browser tab's title and the meta description for the current path, in the page's
 * language, on every navigation (a record's screen sets its own over them).
 */
export function useShellRouteTitle(): void {
  const { pathname } = useLocation();
  const t = useText();
  const [, first = '', second] = pathname.split('/');
  const key = first === '' || first === 'home' ? undefined : (titleKeys[first] ?? 'notFound.title');
  const description = second === undefined ? descriptionKeys[first] : undefined;
  useRouteTitle(key ? t(key) : '', description ? t(description) : '');
}
