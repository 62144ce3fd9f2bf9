import fs from 'node:fs';
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
import { openStore } from './lib/store/open-store';
import { runSeeds } from './seed/run-seeds';
import { createModules } from './modules';
import { sessionUserLoader } from './modules/auth/session-users';

export interface RunningServer {
  url: string;
  port: number;
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

export async function startServer(config: Config): Promise<RunningServer> {
  const logger = pino({ level: config.logLevel });
  const { store, files: fileStore } = await openStore(config);
  let modules: ApiModule[] = [];
  try {
    const tokens = new TokenService(config.jwtSecret ?? embeddedSecret(config.dataDir), config.tokenTtl);
    const guards = createGuards(tokens, sessionUserLoader(store));
    const ctx: AppContext = { config, store, files: new FileService(fileStore), tokens, guards, logger };
    modules = createModules(ctx);
    await store.ready();
    for (const m of modules) await m.init?.();
    if (config.seedDemo) await runSeeds(store, modules, logger);
    await sweepUnreferencedFiles(
      fileStore,
      modules.flatMap((m) => m.referencedFiles ?? []),
      { logger },
    ).catch((err: unknown) => logger.error({ err }, 'the sweep of unreferenced files failed'));

    const app = createApp(ctx, modules);
    const server = app.listen(config.port, config.host);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    server.keepAliveTimeout = 5_000;
    const { port } = server.address() as AddressInfo;
    for (const m of modules) m.background?.start();
    let stopping: Promise<void> | undefined;
    return {
      url: `http://${config.host}:${port}`,
      port,
      ctx,
      stop: () =>
        (stopping ??= (async () => {
          // Stop accepting, let in-flight requests finish, then close the store.
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeIdleConnections();
          const force = setTimeout(() => server.closeAllConnections(), 10_000);
          await closed;
          clearTimeout(force);
          // background work (the sender) finishes what it holds before the store closes
          for (const m of modules) await m.background?.stop();
          await store.close();
        })()),
    };
  } catch (e) {
    for (const m of modules) await m.background?.stop().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw e;
  }
}
