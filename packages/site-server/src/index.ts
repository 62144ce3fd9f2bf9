// @tyre/site-server: the server of the front-end apps (`serveFromEnv` in each app's server.mjs,
// `serve` in the scripts, the browser tests and the benches). Plain node imports the build
// (`@tyre/site-server/dist`, made by `pnpm build`); TypeScript callers import this source.
export { serve, serveFromEnv, type ServeOptions, type Serving } from './serve';
export {
  defaultPorts,
  headMarker,
  preloadManifestFile,
  runtimeConfigFromEnv,
  type RuntimeConfig,
} from '@tyre/build-config/runtime-config';
export { crawlerHeads } from './crawler-head';
export { robotsTxt, sitemapFiles, sitemaps } from './sitemap';
export { siteOrigins, siteOriginsFromEnv, SiteOriginError, type SiteOrigins } from './site-origin';
