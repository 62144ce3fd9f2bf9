/**
 * The page as it is when it has just opened, for the first lines of a front-end project's setup
 * file: the unit projects share a DOM between the test files of a worker (isolate: false,
 * docs/testing.md), so what a file stored (the language, a cart, a cookie) or set on the page
 * (its language, its title) is removed before the next file's modules read it.
 */
export function freshPage(): void {
  // a file that runs in Node (`@vitest-environment node`) has no page
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const page = document.documentElement;
  for (const name of page.getAttributeNames()) page.removeAttribute(name);
  document.title = '';
  document.body.replaceChildren();
}
