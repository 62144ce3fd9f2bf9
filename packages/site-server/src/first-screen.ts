// Which remote modules the first screen of an address shows, for the shell page's preload hints.
import { remoteRoutePaths, type RemoteName } from '@tyre/contracts/remotes';

/** A remote module: the remote and what it exposes (`./routes`, `./banner-carousel`, …). */
export type RemoteModule = readonly [RemoteName, string];

/** A React Router path pattern (`/products/:slug`, `/dashboard/*`) as a regular expression. */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
    .replace(/\/\.\*$/, '(?:/.*)?');
  // React Router matches without case and with or without a trailing slash
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * The remote modules the first screen of a path shows. A remote's screens come from the routes the
 * shell mounts (`remoteRoutePaths` of @tyre/contracts/remotes, which shell/src/app/routes.tsx
 * mounts as `<remote>/routes`); the home page is the shell's own, whose first screen is the banner
 * carousel (its finder, new arrivals, news and video are below the first screen on phones and
 * laptops alike and load when the browser is idle). The shell's other screens need no remote.
 */
const firstScreen: Array<[RegExp, RemoteModule[]]> = [
  [/^\/(?:home\/?)?$/i, [['content', './banner-carousel']]],
  ...(Object.entries(remoteRoutePaths) as Array<[RemoteName, readonly string[]]>).flatMap(([remote, paths]) =>
    paths.map((path): [RegExp, RemoteModule[]] => [routePattern(path), [[remote, './routes']]]),
  ),
];

/** The remote modules of the first screen of `pathname`. */
export const firstScreenModules = (pathname: string): RemoteModule[] =>
  firstScreen.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
