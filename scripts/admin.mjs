// `pnpm admin promote <email>` and `pnpm admin create`: the operator's command for admins
// (api/src/admin/). It runs this checkout's API source through tsx (an API dev dependency), with
// the environment and working directory it was started with: the same store as the API's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const fromApi = createRequire(new URL('../api/package.json', import.meta.url));
const loader = pathToFileURL(fromApi.resolve('tsx')).href;
const entry = fileURLToPath(new URL('../api/src/admin/main.ts', import.meta.url));

const child = spawn(process.execPath, ['--import', loader, entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// Ctrl-C reaches the command itself (same terminal): it closes the store before it ends
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
