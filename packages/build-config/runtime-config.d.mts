export declare const defaultPorts: Record<
  'shell' | 'catalog' | 'content' | 'checkout' | 'dashboard' | 'api',
  number
>;
export interface RuntimeConfig {
  catalog: string;
  content: string;
  checkout: string;
  dashboard: string;
  apiBaseUrl: string;
  /** MAP_TILES_URL: the maps' tile URL template; absent, the maps draw the country's outline */
  mapTiles?: string;
  /** MAP_ATTRIBUTION: the tiles' credit */
  mapAttribution?: string;
}
export declare function runtimeConfigFromEnv(env?: Record<string, string | undefined>): RuntimeConfig;
/** Where the shell's page gets its runtime config and the first route's preload hints. */
export declare const headMarker: string;
/** The file beside `mf-manifest.json` that lists the entry's, shared packages' and dictionaries' chunks. */
export declare const preloadManifestFile: string;
