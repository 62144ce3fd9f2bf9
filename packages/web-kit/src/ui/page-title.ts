import { useEffect } from 'react';

/** The site's name, after every page's own title (a proper noun: the same in both languages). */
export const siteName = 'Tyre Bangladesh';

// The browser tab's title: a screen's own (a product's name, a story's title, a dashboard
// section) when it has one, else its route's (set by the shell for every path), then the site's
// name. One state for the whole page: web-kit is one singleton shared by the shell and remotes.
const titles = { route: '', screen: '' };

function apply(): void {
  const own = titles.screen || titles.route;
  document.title = own ? `${own} · ${siteName}` : siteName;
}

/** The shell's title for the current route (`''`: the site's name alone, as on the home page). */
export function useRouteTitle(title: string): void {
  useEffect(() => {
    titles.route = title;
    apply();
  }, [title]);
}

/**
 * A screen's own title, over its route's while the screen is shown; `undefined` while its data
 * loads (the route's title stays).
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    titles.screen = title;
    apply();
    return () => {
      if (titles.screen === title) titles.screen = '';
      apply();
    };
  }, [title]);
}
