import { defineProject } from 'vitest/config';

// Not part of the test run: `npx vitest run --config e2e/scripts/vitest.config.ts` from the repo
// root starts the site and writes screenshots of every screen at phone and laptop sizes.
export default defineProject({
  test: {
    name: 'screenshots',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['screenshots.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
