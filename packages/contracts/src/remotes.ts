// The interface between the shell and the remotes: which remote owns which routes, what each
// remote exposes, what `/remotes.json` holds, and the cross-remote events. Types only, plus one
// small constant table that carries no dependency (importable as `@tyre/contracts/remotes`).

export type RemoteName = 'catalog' | 'content' | 'checkout' | 'dashboard';

/** Route ownership of ARCHITECTURE §2: the paths each remote serves (React Router patterns). */
export const remoteRoutePaths = {
  catalog: ['/products', '/products/:slug', '/tire/:slug', '/finder'],
  content: [
    '/news',
    '/news/:id',
    '/gallery',
    '/career',
    '/jobs/:slug',
    '/about',
    '/contact',
    '/dealer',
    '/dealers',
    '/dealers/:slug',
  ],
  checkout: [
    '/cart',
    '/order',
    '/success',
    '/invoice/:id',
    '/orders',
    '/track',
    // the payment gateways' return pages: /payment/bkash, /payment/sslcommerz
    '/payment/:gateway',
  ],
  dashboard: ['/dashboard/*'],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * The id of the `<script type="application/json">` in which the shell's server writes the runtime
 * config into its page (packages/site-server/src/serve.ts); read before any fetch of `/remotes.json`.
 */
export const runtimeConfigElementId = 'runtime-config';

export type RemotePath<R extends RemoteName> = (typeof remoteRoutePaths)[R][number];

/**
 * One route a remote serves. `C` is the component type (React's `ComponentType`), left open here
 * so that this package needs no React types.
 */
export interface RemoteRoute<R extends RemoteName, C> {
  path: RemotePath<R>;
  Component: C;
}

/** What `<remote>/routes` exposes: the routes of the screens built so far. */
export interface RemoteRoutesModule<R extends RemoteName, C> {
  routes: ReadonlyArray<RemoteRoute<R, C>>;
}

/** The widgets each remote exposes (module name without `./`), each a module `{ Widget }`. */
export interface RemoteWidgetNames {
  /**
   * `finder-form`: the home page's tyre finder (category, rim, size → `/finder?…`);
   * `new-arrivals`: the strip of GET /arrivals/all.
   */
  catalog: 'finder-form' | 'new-arrivals';
  /**
   * `latest-news`: the three latest posts; `banner-carousel`: GET /banners as a carousel;
   * `home-video`: GET /video/one as a facade that creates the player only when played.
   */
  content: 'latest-news' | 'banner-carousel' | 'home-video';
  checkout: never;
  dashboard: never;
}

export interface RemoteWidgetModule<C> {
  Widget: C;
}

/** `/remotes.json`, written by the shell's static server from its environment. */
export type RemotesConfig = Record<RemoteName, string> & {
  /** the `/api/v1` base URL */
  apiBaseUrl: string;
  /** the maps' raster tile server (`https://tiles.example.org/{z}/{x}/{y}.png`); none: an outline map */
  mapTiles?: string;
  /** the credit its tiles must carry (e.g. "© OpenStreetMap contributors") */
  mapAttribution?: string;
};
