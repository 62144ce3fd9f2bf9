// What the shell's server needs to paint a page's first screen as the app would (the language, the
// cart) lives in `localStorage`, which only the page can read: the page keeps a copy in a cookie.

const aYear = 31_536_000;

/**
 * Keeps `value` under the cookie `name` for a year, for the whole site; `null` removes it. Cookies
 * blocked: nothing happens (the server then paints without it, and the page's head script hides
 * a first paint that does not match).
 */
export function tellServer(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${name}=${value ?? ''}; path=/; max-age=${value === null ? 0 : aYear}; samesite=lax`;
  } catch {
    // cookies blocked
  }
}
