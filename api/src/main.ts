import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

async function main() {
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
  console.log(
    `API listening on ${server.url}/api/v1 (${server.ctx.store.kind} store${config.mongodbUri ? '' : ` in ${config.dataDir}`})`,
  );
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
