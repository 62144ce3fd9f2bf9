import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import type { ApiModule, AppContext } from './context';
import { createGuards } from './lib/auth/guards';
import { TokenService } from './lib/auth/tokens';
import { FileService } from './lib/files/file-service';
import { sweepUnreferencedFiles } from './lib/files/file-sweep';
import { Lifecycle } from './lib/http/lifecycle';
import { listenMetrics, Metrics, portOf } from './lib/metrics/metrics';
import { MIGRATIONS } from './lib/store/migrations/migrations';
import { runMigrations } from './lib/store/migrations/run-migrations';
import { openStore } from './lib/store/open-store';
import { runSeeds } from './seed/run-seeds';
import { createModules } from './modules';
import { sessionUserLoader } from './modules/auth/session-users';

export interface RunningServer {
  url: string;
  port: number;
  /** The port of METRICS_PORT's server on 127.0.0.1, when there is one. */
  metricsPort: number | undefined;
  ctx: AppContext;
  stop(): Promise<void>;
}

/** In embedded mode the signing secret is generated once and kept in DATA_DIR. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });

/**
 * Opens the store (refusing one written by a newer build), listens at once, then does the start-up
 * work: migrations, the modules' start-up steps, the demo seeding and the sweep of unreferenced
 * files. Meanwhile `/health` answers 200, `/ready` 503 and the API's other routes 503; the promise
 * resolves once it serves.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = pino({ level: config.logLevel });
  const { store, files: fileStore } = await openStore(config);
  const lifecycle = new Lifecycle();
  const metrics = config.metrics.token || config.metrics.port !== undefined ? new Metrics() : undefined;
  let modules: ApiModule[] = [];
  let server: http.Server | undefined;
  let metricsServer: http.Server | undefined;
  try {
    const tokens = new TokenService(config.jwtSecret ?? embeddedSecret(config.dataDir), config.tokenTtl);
    const guards = createGuards(tokens, sessionUserLoader(store));
    const ctx: AppContext = {
      config,
      store,
      files: new FileService(fileStore),
      tokens,
      guards,
      logger,
      lifecycle,
      metrics,
    };
    modules = createModules(ctx);
    const app = createApp(ctx, modules);
    const listening = app.listen(config.port, config.host);
    server = listening;
    await new Promise<void>((resolve, reject) => {
      listening.once('listening', resolve);
      listening.once('error', reject);
    });
    listening.keepAliveTimeout = 5_000;
    if (metrics && config.metrics.port !== undefined)
      metricsServer = await listenMetrics(metrics, config.metrics.port);

    await store.ready();
    await runMigrations(store, MIGRATIONS, logger);
    for (const m of modules) await m.init?.();
    if (config.seedDemo) await runSeeds(store, modules, logger);
    await sweepUnreferencedFiles(
      fileStore,
      modules.flatMap((m) => m.referencedFiles ?? []),
      { logger },
    ).catch((err: unknown) => logger.error({ err }, 'the sweep of unreferenced files failed'));
    for (const m of modules) m.background?.start();
    lifecycle.serving();

    const { port } = listening.address() as AddressInfo;
    let stopping: Promise<void> | undefined;
    return {
      url: `http://${config.host}:${port}`,
      port,
      metricsPort: metricsServer && portOf(metricsServer),
      ctx,
      stop: () =>
        (stopping ??= (async () => {
          // Readiness answers 503 from now on; a load balancer that polls it has SHUTDOWN_GRACE
          // seconds to stop sending requests, which are still answered meanwhile.
          lifecycle.stopping();
          if (config.shutdownGraceSeconds > 0)
            await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceSeconds * 1000));
          // Stop accepting, let in-flight requests finish, then close the store.
          const closed = closeServer(listening);
          const force = setTimeout(() => listening.closeAllConnections(), 10_000);
          await closed;
          clearTimeout(force);
          // background work (the sender, a backup) finishes what it holds before the store closes
          for (const m of modules) await m.background?.stop();
          if (metricsServer) await closeServer(metricsServer);
          await store.close();
        })()),
    };
  } catch (e) {
    if (server) await closeServer(server);
    if (metricsServer) await closeServer(metricsServer);
    for (const m of modules) await m.background?.stop().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw e;
  }
}
