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
}
export declare function runtimeConfigFromEnv(env?: Record<string, string | undefined>): RuntimeConfig;
export declare function serve(options: {
  root: string | URL;
  port?: number;
  host?: string;
  runtimeConfig?: RuntimeConfig;
  /** the page that client-side routes get; `index.html` unless said */
  fallback?: string;
  /** the shell's address as visitors see it (canonical and link-preview addresses) */
  publicOrigin?: string;
  /** how long a page waits for the API for its crawler head (300 ms unless said) */
  crawlerWaitMs?: number;
}): Promise<{ url: string; port: number; close: () => Promise<void> }>;
export declare function serveFromEnv(options: {
  app: keyof typeof defaultPorts;
  root: string | URL;
}): Promise<{ url: string; port: number; close: () => Promise<void> }>;
/** Where the shell's page gets its runtime config and the first route's preload hints. */
export declare const headMarker: string;
/** The file beside `mf-manifest.json` that lists the entry's, shared packages' and catalogues' chunks. */
export declare const preloadManifestFile: string;
