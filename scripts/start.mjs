// `pnpm start`: build what is missing or older than its sources, then serve the API (embedded
// store, demo data) and the five front-end apps on 127.0.0.1, and print the URL to open.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigFromEnv } from '../packages/build-config/runtime-config.mjs';
import { apiPort, frontEnds, localEnv, localUrl, root, waitForApi } from './apps.mjs';

const rootDir = fileURLToPath(root);

/** The newest change under `dir` (its files, recursively; tests and built files aside), in ms. */
function newestChange(dir) {
  let newest = 0;
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (['node_modules', 'dist', '__tests__'].includes(entry.name)) continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

/** The shared packages whose sources each kind of build takes in. */
const shared = {
  server: ['packages/contracts/src'],
  frontEnd: ['packages/contracts/src', 'packages/web-kit/src', 'packages/build-config'],
};

/**
 * Builds `dir` when its `marker` file is missing, or older than its own `src/` or the shared
 * sources it takes in (after a pull, a stale build would serve yesterday's code).
 */
function buildIfStale(dir, marker, sources) {
  const markerPath = join(rootDir, dir, marker);
  const built = existsSync(markerPath) ? statSync(markerPath).mtimeMs : 0;
  const changed = Math.max(
    ...[`${dir}/src`, ...sources].map((source) => newestChange(join(rootDir, source))),
  );
  if (built && built >= changed) return;
  console.log(`building ${dir} …`);
  const result = spawnSync('pnpm', ['--filter', `./${dir}`, 'run', 'build'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the build of ${dir} failed`);
}

buildIfStale('api', 'dist/main.js', shared.server);
buildIfStale('packages/site-server', 'dist/index.js', [...shared.server, 'packages/build-config']);
for (const { dir, app } of frontEnds)
  buildIfStale(dir, app === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json', shared.frontEnd);
// the site server runs from its build (plain node runs no TypeScript), made just above if missing
const { serve, siteOriginsFromEnv, SiteOriginError } = await import('../packages/site-server/dist/index.js');

// the shell's address for its pages (PUBLIC_ORIGIN, ALLOWED_HOSTS): required in production
let siteOrigins;
try {
  siteOrigins = siteOriginsFromEnv(process.env);
} catch (error) {
  if (!(error instanceof SiteOriginError)) throw error;
  console.error(`not started: ${error.message}`);
  process.exit(1);
}

const env = localEnv();
const api = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: rootDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(apiPort),
    DATA_DIR: process.env.DATA_DIR || 'data',
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    ADMIN_EMAIL: process.env.ADMIN_EMAIL || 'admin@tyrebrand.com.bd',
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'admin12345',
    CORS_ORIGINS: env.CORS_ORIGINS,
  },
});
api.once('exit', (code) => {
  console.error(`the API stopped (exit code ${code})`);
  process.exit(code ?? 1);
});

const servers = [];
try {
  await waitForApi(env.API_URL);
  for (const { app, dir, port } of frontEnds) {
    servers.push(
      await serve({
        root: new URL(`${dir}/dist/`, root),
        port,
        runtimeConfig: runtimeConfigFromEnv({ ...process.env, ...env }),
        ...(app === 'shell' ? siteOrigins : {}),
      }),
    );
    console.log(`${app.padEnd(10)} ${localUrl(port)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  api.kill('SIGTERM');
  process.exit(1);
}

console.log(
  `\nOpen ${localUrl(frontEnds[0].port)}  (admin: ${process.env.ADMIN_EMAIL || 'admin@tyrebrand.com.bd'})\n`,
);

const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  api.removeAllListeners('exit');
  api.once('exit', () => process.exit(0));
  api.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
