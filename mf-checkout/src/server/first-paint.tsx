// The checkout remote's first-paint renderer (web-kit first-paint/server.tsx): its screens as HTML.
import { firstPaintRenderer } from '@tyre/web-kit/first-paint/server';
import { routes } from '../app/routes';
import { checkoutDictionary } from '../messages/dictionary';

const screens = firstPaintRenderer({ routes, dictionaries: [checkoutDictionary] });

export const renderer: typeof screens = {
  ...screens,
  // the cart page shows its lines' titles, pictures and prices, which the cart's cookie does not
  // carry: with any line, the page keeps its loading state until the app has the cart
  render: (input) => (input.path === '/cart' && input.cart?.length ? null : screens.render(input)),
};
