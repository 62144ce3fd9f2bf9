import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    // one module graph per worker: test files share their imports (docs/testing.md)
    isolate: false,
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
    // a folder for the demo store, seeded once by the first test that needs it (src/test/demo-store.ts)
    globalSetup: ['src/test/demo-store-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own API on its own temporary data dir; keep two cores calm.
    pool: 'forks',
    maxWorkers: 2,
  },
});
