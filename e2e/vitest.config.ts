import { defineProject } from 'vitest/config';

// Browser tests of the composed production builds: one Chromium per file, files one at a time.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // the demo data is seeded once per run; each file copies it (src/demo-store.ts)
    globalSetup: ['src/demo-store.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
