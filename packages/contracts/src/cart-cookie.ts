// The cart as a cookie (docs/architecture.md, "First paint from the server"): the browser keeps
// the cart in `localStorage`, which only the page can read; web-kit writes this compact copy of
// it (product ids and quantities, nothing else) at every change, so that the shell's server can
// paint a first screen that shows the cart (the nav's count, /order's form, "2 in the cart").
// Importable as `@tyre/contracts/cart-cookie`: web-kit writes it, the site server reads it, and the
// page's head script (site-server page-scripts/page-language.ts) builds the same text from
// `localStorage` to know whether the server painted the cart this browser holds.
import { cookieValue } from './page-state';

/** The cookie's name. */
export const cartCookieName = 'cart';
/** A cookie larger than this is not written (browsers keep about 4 KB per cookie). */
export const cartCookieMaxLength = 3000;
/** The most of one product a line may say (a cookie saying more is not painted from). */
const maxQuantity = 9999;

export interface CartCookieLine {
  product: string;
  quantity: number;
}

/**
 * The cookie's value: `id:quantity` lines joined by `|`, each id percent-encoded (so neither sign
 * can be in one); '' for an empty cart, null when the cart is too large for a cookie.
 */
export function cartCookieValue(lines: readonly { _id: string; quantity: number }[]): string | null {
  const value = lines.map((line) => `${encodeURIComponent(line._id)}:${line.quantity}`).join('|');
  return value.length > cartCookieMaxLength ? null : value;
}

/**
 * The lines of a cookie's value; null when it is not one web-kit writes, or names an id the store
 * does not make (then nothing is painted from it).
 */
export function readCartCookie(value: string | undefined): CartCookieLine[] | null {
  if (!value) return [];
  if (value.length > cartCookieMaxLength) return null;
  const lines: CartCookieLine[] = [];
  for (const part of value.split('|')) {
    // the store's ids are 24 hex digits; anything beyond letters, digits, `_` and `-` is refused
    const match = /^([\w-]{1,64}):([1-9]\d{0,3})$/.exec(part);
    if (!match) return null;
    const product = match[1]!;
    const quantity = Number(match[2]);
    if (quantity > maxQuantity || lines.some((line) => line.product === product)) return null;
    lines.push({ product, quantity });
  }
  return lines;
}

/** The `cart` cookie's value in a `Cookie` header or `document.cookie` (undefined when it has none). */
export function cartCookieOf(cookies: string | undefined): string | undefined {
  return cookieValue(cookies, cartCookieName);
}
