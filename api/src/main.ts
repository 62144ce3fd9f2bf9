import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

/**
 * Narrows what earlier versions created readable by everyone (the umask covers new things): the
 * data dir and `db/` to 0700, the store's files and the secret in them to 0600. (`files/` is
 * narrowed by the disk file store; uploads inside it are behind its 0700 folders.)
 */
function restrictDataDir(dataDir: string): void {
  for (const dir of [dataDir, path.join(dataDir, 'db')]) {
    if (!fs.existsSync(dir)) continue;
    fs.chmodSync(dir, 0o700);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile()) fs.chmodSync(path.join(dir, entry.name), 0o600);
    }
  }
}

async function main() {
  // Everything this process creates (data dir, NeDB files, uploads, the signing secret) is the
  // owner's only: folders 0700, files 0600.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const server = await startServer(config).catch((e: Error) => {
    console.error(`API could not start: ${e.message}`);
    process.exit(1);
  });
  if (!config.mongodbUri) restrictDataDir(config.dataDir);
  console.log(
    `API listening on ${server.url}/api/v1 (${server.ctx.store.kind} store${config.mongodbUri ? '' : ` in ${config.dataDir}`})`,
  );
  if (server.metricsPort !== undefined)
    console.log(`Metrics on http://127.0.0.1:${server.metricsPort}/metrics (METRICS_PORT)`);
  const shutdown = (signal: string) => {
    console.log(`${signal} received: finishing requests, then closing the store`);
    server.stop().then(
      () => process.exit(0),
      (e: Error) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
