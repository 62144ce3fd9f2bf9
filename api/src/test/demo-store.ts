// The demo data (SEED_DEMO=1: the catalogue with its drawn pictures, content, orders), seeded
// once per test run and copied for each test that needs it: seeding takes about 30 s on two
// cores, copying well under one. The first test to ask seeds it into the run's folder (see
// demo-store-setup.ts) while holding a lock; tests in other workers wait for it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startTestApi, type TestApi } from './test-api';

const WAIT_MS = 240_000;

async function seeded(base: string): Promise<string> {
  const store = path.join(base, 'store');
  const ready = path.join(base, 'ready');
  const failed = path.join(base, 'failed');
  if (fs.existsSync(ready)) return store;
  let mine = false;
  try {
    fs.mkdirSync(path.join(base, 'lock')); // atomic: one test of the run seeds
    mine = true;
  } catch {
    // another worker is seeding
  }
  if (mine) {
    try {
      const api = await startTestApi({ SEED_DEMO: '1' }, store);
      await api.stop();
      fs.writeFileSync(ready, '');
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      throw error;
    }
    return store;
  }
  const deadline = Date.now() + WAIT_MS;
  while (!fs.existsSync(ready)) {
    if (fs.existsSync(failed))
      throw new Error(`seeding the demo store failed: ${fs.readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error('the demo store was not seeded in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return store;
}

/**
 * A fresh data folder holding a copy of the run's seeded demo store, for `startTestApi(env, dir)`
 * (with SEED_DEMO on, its seed marks say the demo data is there). The caller removes it.
 */
export async function copyOfDemoStore(): Promise<string> {
  const store = await seeded(inject('apiDemoStore'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-demo-copy-'));
  fs.cpSync(store, dir, {
    recursive: true,
    filter: (source) => !/[\\/](\.lock|control\.sock)$/.test(source),
  });
  return dir;
}

/** The test API on its own copy of the run's demo store; `stop()` removes the copy. */
export async function startDemoApi(env: Record<string, string> = {}): Promise<TestApi> {
  const dir = await copyOfDemoStore();
  const api = await startTestApi({ SEED_DEMO: '1', ...env }, dir);
  return {
    ...api,
    async stop() {
      await api.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
