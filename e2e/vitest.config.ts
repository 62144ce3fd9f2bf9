import { defineProject } from 'vitest/config';

// Browser tests of the composed production builds: each file its own API, data and apps' servers,
// and its own contexts in the run's one Chromium; two files at a time (a file waits on its
// browser and servers most of the time: one core each is enough).
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // the demo data is seeded once per run, each file copies it (src/demo-store.ts); one
    // Chromium serves the run (src/browser-server.ts)
    globalSetup: ['src/demo-store.ts', 'src/browser-server.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
