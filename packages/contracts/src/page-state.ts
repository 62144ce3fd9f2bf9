// What a visitor's browser keeps that decides how a page shows (docs/architecture.md, "First paint
// from the server"): the storage keys of the session, the cart and the chosen language, the
// cookies that tell the shell's server about them, and the one rule that picks the language a
// page shows. Read by web-kit (the app), by the shell server's inline scripts in the page and by
// the shell's server itself (packages/site-server), so that the three never disagree. Importable
// as `@tyre/contracts/page-state`; no dependency, for browsers.

/** The languages of the site: English (the spec's labels) and Bangla. */
export const pageLanguages = ['en', 'bn'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

// The `localStorage` keys the shell and web-kit own (a remote names its own: `catalog.myVehicle`).
/** the signed-in user: the login's answer with its token */
export const userStorageKey = 'user';
/** the cart's lines (web-kit cart-state.ts) */
export const cartStorageKey = 'cart';
/** the language the visitor chose (and the cookie web-kit tells the shell's server it in: `bn`, `en`) */
export const languageStorageKey = 'language';

export function isPageLanguage(value: unknown): value is PageLanguage {
  return value === 'en' || value === 'bn';
}

/** The language the page's address asks for (`?lang=bn`, `?lang=en`: a shared link), if any. */
export function languageFromAddress(search: string | null | undefined): PageLanguage | undefined {
  const asked = new URLSearchParams(search ?? '').get('lang');
  return isPageLanguage(asked) ? asked : undefined;
}

/**
 * A first visit follows the browser: the first of its language tags that is Bangla (`bn`,
 * `bn-BD`, …) or English wins; anything else is English.
 */
export function languageFromBrowser(tags: readonly (string | undefined)[] | null | undefined): PageLanguage {
  for (const tag of tags ?? []) {
    // (a browser that names no language gives `[undefined]` for `[navigator.language]`)
    const primary = String(tag ?? '')
      .toLowerCase()
      .split('-')[0];
    if (isPageLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * The language a page shows: the one its address asks for, else the one the visitor chose
 * (`remembered`: the stored choice in the page, its cookie on the server), else the browser's.
 */
export function chosenLanguage(
  search: string | null | undefined,
  remembered: unknown,
  browser: readonly string[] | null | undefined,
): PageLanguage {
  return (
    languageFromAddress(search) ?? (isPageLanguage(remembered) ? remembered : languageFromBrowser(browser))
  );
}

/**
 * The value of the cookie `name` (letters, digits, `-`, `_`) in a `Cookie` header or
 * `document.cookie` (undefined when absent).
 */
export function cookieValue(cookies: string | null | undefined, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies ?? '')?.[1];
}
