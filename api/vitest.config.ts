import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own API on its own temporary data dir; keep two cores calm.
    pool: 'forks',
    maxWorkers: 2,
  },
});
