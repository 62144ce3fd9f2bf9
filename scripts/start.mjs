// `pnpm start`: build what is missing, then serve the API (embedded store, demo data) and the
// five front-end apps on 127.0.0.1, and print the URL to open.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runtimeConfigFromEnv } from '../packages/build-config/runtime-config.mjs';
import { apiPort, frontEnds, localEnv, localUrl, root, waitForApi } from './apps.mjs';

const rootDir = fileURLToPath(root);

function buildIfMissing(dir, marker) {
  if (existsSync(new URL(`${dir}/${marker}`, root))) return;
  console.log(`building ${dir} …`);
  const result = spawnSync('pnpm', ['--filter', `./${dir}`, 'run', 'build'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the build of ${dir} failed`);
}

buildIfMissing('api', 'dist/main.js');
buildIfMissing('packages/site-server', 'dist/index.js');
for (const { dir, app } of frontEnds)
  buildIfMissing(dir, app === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json');
// the site server runs from its build (plain node runs no TypeScript), made just above if missing
const { serve } = await import('../packages/site-server/dist/index.js');

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
