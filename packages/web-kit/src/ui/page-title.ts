import { useEffect } from 'react';

/** The site's name, after every page's own title (a proper noun: the same in both languages). */
export const siteName = 'Tyre Bangladesh';

// The browser tab's title: a screen's own (a product's name, a story's title, a dashboard
// section) when it has one, else its route's (set by the shell for every path), then the site's
// name. One state for the whole page: web-kit is one singleton shared by the shell and remotes.
// The meta description follows the same way (the server wrote the first page's; after a
// client-side navigation it would otherwise describe the page the visitor left).
const titles = { route: '', screen: '', routeDescription: '', screenDescription: '' };

/** One line of at most `max` characters, cut at a word, for a meta description. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function apply(): void {
  const own = titles.screen || titles.route;
  document.title = own ? `${own} · ${siteName}` : siteName;
  const description = titles.screenDescription || titles.routeDescription;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * The shell's title and description for the current route (`''`: the site's name alone, as on
 * the home page; no description: none).
 */
export function useRouteTitle(title: string, description = ''): void {
  useEffect(() => {
    titles.route = title;
    titles.routeDescription = description;
    apply();
  }, [title, description]);
}

/**
 * A screen's own title (and description: cut to 160 characters), over its route's while the
 * screen is shown; `undefined` while its data loads (the route's stays).
 */
export function usePageTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    const line = description ? summary(description) : '';
    titles.screen = title;
    titles.screenDescription = line;
    apply();
    return () => {
      if (titles.screen === title) {
        titles.screen = '';
        titles.screenDescription = '';
      }
      apply();
    };
  }, [title, description]);
}
