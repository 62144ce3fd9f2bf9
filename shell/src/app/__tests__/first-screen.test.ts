// The shell's server preloads, for each address, the remote modules of its first screen
// (@tyre/site-server `firstScreenModules`, made from remoteRoutePaths of @tyre/contracts/remotes).
// This test reads the shell's own route table instead: whatever route React Router picks for an
// address, the server must preload that route's remote (and for the home page its banner carousel,
// the one widget of its first screen). It fails when the two tables drift apart.
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstScreenModules } from '@tyre/site-server/first-screen';
import { RemoteRoute } from '../../components/remote-route';
import { HomePage } from '../../features/home/components/home-page';
import { routes } from '../routes';

/** Every path pattern of the route tree. */
const patterns = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...patterns(route.children ?? [])]);

/** An address a pattern matches: each `:param` and `*` filled in. */
const sample = (path: string) =>
  path === '*' ? '/no/such/page' : path.replace(/:[^/]+/g, 'x-1').replace(/\*$/, 'a/b');

/** The remote modules the screen React Router shows for `address` loads first. */
function shellFirstScreen(address: string): Array<readonly [string, string]> {
  const leaf = matchRoutes(routes, address)?.at(-1)?.route;
  const element = leaf?.element;
  if (!isValidElement(element)) return [];
  if (element.type === RemoteRoute) {
    const { remote } = (element as ReactElement<{ remote: string }>).props;
    return [[remote, './routes']];
  }
  // the home page's first screen: the banner carousel of the content remote (home-page.tsx)
  if (element.type === HomePage) return [['content', './banner-carousel']];
  return [];
}

describe('the server’s first-screen table and the shell’s routes', () => {
  const addresses = [
    '/',
    ...patterns(routes).map(sample),
    '/products/a/b',
    '/PRODUCTS',
    '/news/',
    '/dashboard',
    '/dashboard/products/new',
    '/jobs',
  ];

  for (const address of addresses)
    it(`when ${address} is asked, then the server preloads what the shell shows first`, () => {
      expect(firstScreenModules(address)).toEqual(shellFirstScreen(address));
    });

  it('covers every remote route of the shell', () => {
    expect(
      addresses.filter((address) => shellFirstScreen(address)[0]?.[1] === './routes').length,
    ).toBeGreaterThan(15);
  });
});
