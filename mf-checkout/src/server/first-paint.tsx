// The checkout remote's first-paint renderer (web-kit first-paint/server.tsx): its screens as HTML.
import { firstPaintRenderer } from '@tyre/web-kit/first-paint/server';
import { routes } from '../app/routes';
import { checkoutDictionary } from '../messages/dictionary';

const screens = firstPaintRenderer({ routes, dictionaries: [checkoutDictionary] });

export const renderer: typeof screens = {
  ...screens,
  // the cart page shows its lines' titles, pictures and prices, which the cart's cookie does not
  // carry: with any line, the page keeps its loading state until the app has the cart
  // a customer's orders are for a signed-in customer, whose pages are never painted (the page's
  // head script hides them): a visitor without a session is sent to the login by the app
  render: (input) =>
    (input.path === '/cart' && input.cart?.length) || input.path === '/orders' ? null : screens.render(input),
};
