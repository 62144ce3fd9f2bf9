// Vitest's global setup of the API project: a folder for the run's demo store, which the first
// test that asks for it seeds (test/demo-store.ts); removed after the run. Nothing is seeded
// unless a test asks, so a run of other files pays nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the run's demo store is seeded once (test/demo-store.ts) */
    apiDemoStore: string;
  }
}

export default function demoStoreFolder(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-api-demo-'));
  project.provide('apiDemoStore', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
