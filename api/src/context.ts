import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Guards } from './lib/auth/guards';
import type { TokenService } from './lib/auth/tokens';
import type { FileService } from './lib/files/file-service';
import type { Lifecycle } from './lib/http/lifecycle';
import type { Metrics } from './lib/metrics/metrics';
import type { Store } from './lib/store/store';

/** What every module is built from: created once at start, passed down, never read from globals. */
export interface AppContext {
  config: Config;
  store: Store;
  files: FileService;
  tokens: TokenService;
  guards: Guards;
  logger: Logger;
  /** Starting, serving or stopping: what readiness answers. */
  lifecycle: Lifecycle;
  /** The Prometheus metrics, when METRICS_TOKEN or METRICS_PORT asks for them. */
  metrics: Metrics | undefined;
}

/**
 * A resource module: its router (mounted under /api/v1) made by `mountRoutes` from the routes
 * declared in `@tyre/contracts/routes`, the keys it answers, and optional start-up steps.
 */
export interface ApiModule {
  name: string;
  router: Router;
  /** The declared routes this module answers (`'GET /products/:slug'`): each is answered by one module. */
  keys: string[];
  /** Runs at every start, after indexes are ready (e.g. the first admin). */
  init?: () => Promise<void>;
  /** Loads this module's demo data; runs once per store when SEED_DEMO is on. */
  seedDemo?: () => Promise<void>;
  /** The stored file names (variants included) this module's records hold; unnamed files are swept at start. */
  referencedFiles?: () => Promise<Iterable<string>>;
  /** Work that runs beside the requests (the message sender): started once listening, stopped by `stop()`. */
  background?: { start(): void; stop(): Promise<void> };
}
