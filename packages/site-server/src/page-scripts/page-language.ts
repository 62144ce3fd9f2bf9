// In the page (an inline script the site server writes into the shell page's head; built by
// compile.ts): the language the page will show, chosen as web-kit `initialLanguage` chooses it
// (one rule: contracts page-state.ts), with its dictionary chunks and font preloaded so that they
// arrive with the page's code instead of after it (the Bengali font only in Bangla). It marks
// `<html>` with that language (`data-shown-lang`) and, for a visitor whose screens depend on what
// this browser keeps and the server cannot know (signed in, a cart other than its `cart` cookie
// says, or a key the painted app named: a remembered vehicle), `data-own-state`: the server's
// first paint shows only when it guessed the same language for a visitor without such state
// (site-server first-paint.ts, web-kit first-paint/client.tsx).
import { cartCookieOf, cartCookieValue } from '@tyre/contracts/cart-cookie';
import {
  cartStorageKey,
  chosenLanguage,
  languageStorageKey,
  userStorageKey,
  type PageLanguage,
} from '@tyre/contracts/page-state';

/**
 * @param dictionaries the dictionary chunks to preload per language
 * @param fonts the font files only a language uses, per language
 * @param ownState the painted apps' own storage keys whose presence changes their screens
 */
export function pageLanguage(
  dictionaries: Record<PageLanguage, string[]>,
  fonts: Partial<Record<PageLanguage, string[]>>,
  ownState: string[],
): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(languageStorageKey);
  } catch {
    // storage blocked: as a first visit
  }
  const lang = chosenLanguage(
    location.search,
    stored,
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
  const page = document.documentElement;
  page.setAttribute('data-shown-lang', lang);
  try {
    let cart: string | null = '';
    try {
      // the cart as web-kit writes its cookie
      cart = cartCookieValue(JSON.parse(localStorage.getItem(cartStorageKey) || '[]'));
    } catch {
      // an unreadable cart is an empty one to web-kit
    }
    if (
      localStorage.getItem(userStorageKey) ||
      ownState.some((key) => localStorage.getItem(key)) ||
      cart !== (cartCookieOf(document.cookie) ?? '')
    )
      page.setAttribute('data-own-state', '');
  } catch {
    // storage blocked: nothing of the visitor's own
  }
  const add = (href: string, as: 'script' | 'font') => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (as === 'font') {
      link.type = 'font/woff2';
      link.crossOrigin = 'anonymous';
    }
    document.head.appendChild(link);
  };
  for (const href of dictionaries[lang]) add(href, 'script');
  for (const href of fonts[lang] ?? []) add(href, 'font');
}
