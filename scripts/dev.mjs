// `pnpm dev`: the API (tsx watch, embedded store, demo data) and the five apps under
// `rspack serve` with hot reload; an edit in a remote updates inside the shell without a reload.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiPort, frontEnds, localEnv, localUrl, root, waitForApi } from './apps.mjs';

const rootDir = fileURLToPath(root);
const env = { ...process.env, ...localEnv() };
const children = [];

function run(name, args, extraEnv = {}) {
  const child = spawn('pnpm', args, {
    cwd: rootDir,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `.padEnd(12);
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(prefix + line + '\n');
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}stopped (exit code ${code}); stopping the rest`);
      stop();
    }
  });
  children.push(child);
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

run('api', ['--filter', './api', 'run', 'dev'], {
  PORT: String(apiPort),
  DATA_DIR: process.env.DATA_DIR || 'data',
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  ADMIN_EMAIL: process.env.ADMIN_EMAIL || 'admin@tyrebrand.com.bd',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'admin12345',
});
for (const { app, dir, port } of frontEnds)
  run(app, ['--filter', `./${dir}`, 'run', 'dev'], { PORT: String(port) });

try {
  await waitForApi(env.API_URL);
  console.log(
    `\nOpen ${localUrl(frontEnds[0].port)} (hot reload; each remote also runs alone on its own port)\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
}
