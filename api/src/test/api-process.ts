// The API as a real process (`src/main.ts`, as `pnpm start` runs it) on a data dir, for the tests
// that kill it halfway (a crash between a gateway's answer and the shop's write, an outbox
// message in flight) and start it again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './test-api';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  child: ChildProcess;
  /** resolves once the process has exited */
  exited: Promise<void>;
  /** what it wrote to stdout and stderr so far */
  output: () => string;
  /** its API's base address (`…/api/v1`) */
  base: string;
}

/** Starts the API on `dir` and `port` with `env` over the test defaults; resolves once it listens. */
export async function startApiProcess(
  dir: string,
  env: Record<string, string>,
  port: number,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      PASSWORD_COST: '10',
      ...env,
      PORT: String(port),
      DATA_DIR: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('API listening')) {
        clearInterval(timer);
        resolve();
      }
    }, 25);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the API exited: ${output}`));
    });
  });
  return { child, exited, output: () => output, base: `http://127.0.0.1:${port}/api/v1` };
}
