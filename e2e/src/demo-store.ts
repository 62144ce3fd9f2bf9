// The demo data, made once per run: the built API seeds a data folder (SEED_DEMO=1, the same
// drawn pictures and records a shop gets), stops, and every browser-test file starts its own API
// on a copy of that folder (site.ts). Seeding took about 45 s a file on two cores; copying takes
// well under a second.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { admin, freePort, waitForReady } from './api-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the data folder the demo data was seeded into (copied, never used, by each file) */
    demoStore: string;
  }
}

const repo = new URL('../../', import.meta.url);

/** Vitest's global setup of the e2e project: seeds the demo store and removes it after the run. */
export default async function seedDemoStore(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'tyre-e2e-demo-'));
  const port = await freePort();
  let log = '';
  const api = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: new URL('.', repo),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PASSWORD_COST: TEST_PASSWORD_COST,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForReady(`http://127.0.0.1:${port}/api/v1`, api, () => log);
  } finally {
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
  }
  project.provide('demoStore', dir);
  return () => rm(dir, { recursive: true, force: true });
}

/** scrypt's cost (log2 N) of the browser tests' accounts: cheap, as in the API's own tests */
export const TEST_PASSWORD_COST = '10';

/** A fresh data folder holding a copy of the seeded demo store (without its lock or socket). */
export async function copyOfDemoStore(demoStore: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tyre-e2e-'));
  await cp(demoStore, dir, {
    recursive: true,
    filter: (source) => !/[\\/](\.lock|control\.sock)$/.test(source),
  });
  return dir;
}
