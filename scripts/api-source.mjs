// Runs a command of this checkout's API source through tsx (an API dev dependency), with the
// environment and working directory it was started with: the same store as the API's. Used by
// `pnpm admin` (admin.mjs) and `pnpm backup` / `pnpm restore` (store-command.mjs).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Runs `api/src/<entry>` with `args`; the process exits with its code. */
export function runApiSource(entry, args) {
  const fromApi = createRequire(new URL('../api/package.json', import.meta.url));
  const loader = pathToFileURL(fromApi.resolve('tsx')).href;
  const file = fileURLToPath(new URL(`../api/src/${entry}`, import.meta.url));
  const child = spawn(process.execPath, ['--import', loader, file, ...args], { stdio: 'inherit' });
  // Ctrl-C reaches the command itself (same terminal): it closes the store before it ends
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
