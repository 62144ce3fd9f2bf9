// The remote modules the shell page preloads for an address: the remote whose routes the shell
// mounts there (remoteRoutePaths of @tyre/contracts/remotes), matched as React Router matches.
// shell/src/app/__tests__/first-screen.test.ts checks the same table against the shell's own routes.
import { describe, expect, it } from 'vitest';
import { remoteRoutePaths, type RemoteName } from '@tyre/contracts/remotes';
import { firstScreenModules, routePattern } from '../src/first-screen';

/** An address the pattern matches: each `:param` and `*` filled in. */
const sample = (path: string) => path.replace(/:[^/]+/g, 'some-thing').replace(/\*$/, 'a/b');

describe('the first screen of an address', () => {
  for (const [remote, paths] of Object.entries(remoteRoutePaths) as Array<[RemoteName, readonly string[]]>)
    for (const path of paths)
      it(`when ${path} is asked, then the ${remote} remote's routes are preloaded`, () => {
        for (const address of [sample(path), `${sample(path)}/`, sample(path).toUpperCase()])
          expect(firstScreenModules(address), address).toEqual([[remote, './routes']]);
      });

  it('when the home page is asked, then the banner carousel of the content remote is preloaded', () => {
    for (const address of ['/', '/home', '/home/'])
      expect(firstScreenModules(address), address).toEqual([['content', './banner-carousel']]);
  });

  it('when a screen of the shell or a path no screen serves is asked, then no remote is preloaded', () => {
    for (const address of [
      '/login',
      '/register',
      '/profile',
      '/products/a/b',
      '/tire',
      '/jobs',
      '/nowhere',
      '/homes',
    ])
      expect(firstScreenModules(address), address).toEqual([]);
  });

  it('reads a route pattern as React Router does: a parameter is one segment, a splat any rest', () => {
    expect(routePattern('/products/:slug').test('/products/a')).toBe(true);
    expect(routePattern('/products/:slug').test('/products/')).toBe(false);
    expect(routePattern('/products/:slug').test('/products/a/b')).toBe(false);
    expect(routePattern('/dashboard/*').test('/dashboard')).toBe(true);
    expect(routePattern('/dashboard/*').test('/dashboard/products/new')).toBe(true);
    expect(routePattern('/dashboard/*').test('/dashboards')).toBe(false);
    expect(routePattern('/a.b').test('/aXb')).toBe(false);
  });
});
