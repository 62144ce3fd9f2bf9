// What the build and the site server (packages/site-server) agree on: the apps' default ports, the
// runtime config of `/remotes.json` (read from the environment, so that moving a remote or the API
// needs a restart and no rebuild), the marker where the server writes the shell page's head, and
// the file in which the build lists the chunks the server preloads. Plain ESM without a build:
// `rspack.config.mjs`, `rspack serve` and the repo's scripts import it under plain node.

/** The default ports of ARCHITECTURE §6. */
export const defaultPorts = {
  shell: 3000,
  catalog: 3001,
  content: 3002,
  checkout: 3003,
  dashboard: 3004,
  api: 4000,
};

const trimSlash = (url) => url.replace(/\/+$/, '');

/**
 * What the shell's `/remotes.json` answers: each remote's manifest URL and the API base.
 * @param {Record<string, string | undefined>} env
 */
export function runtimeConfigFromEnv(env = process.env) {
  const local = (port) => `http://127.0.0.1:${port}`;
  const manifest = (value, port) => `${trimSlash(value || local(port))}/mf-manifest.json`;
  return {
    catalog: manifest(env.CATALOG_URL, defaultPorts.catalog),
    content: manifest(env.CONTENT_URL, defaultPorts.content),
    checkout: manifest(env.CHECKOUT_URL, defaultPorts.checkout),
    dashboard: manifest(env.DASHBOARD_URL, defaultPorts.dashboard),
    apiBaseUrl: trimSlash(env.API_URL || `${local(defaultPorts.api)}/api/v1`),
    // the maps' tile server (a URL template with {z}/{x}/{y}) and its credit: none, an outline map
    ...(env.MAP_TILES_URL ? { mapTiles: env.MAP_TILES_URL } : {}),
    ...(env.MAP_TILES_URL && env.MAP_ATTRIBUTION ? { mapAttribution: env.MAP_ATTRIBUTION } : {}),
  };
}

/** Where the shell's page puts the runtime config and the preload hints of the first route. */
export const headMarker = '<meta name="tyre-head">';

/** Written by the build beside `mf-manifest.json` (preload-manifest.mjs), read by the site server. */
export const preloadManifestFile = 'preload-manifest.json';
