import { defineConfig } from 'vitest/config';

// One run over every project; each project has its own vitest.config.ts. Two workers (two
// cores); the browser tests run last, one file at a time (their own group).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'api',
      'packages/contracts',
      'packages/build-config',
      'packages/site-server',
      'packages/test-kit',
      'packages/web-kit',
      'shell',
      'mf-catalog',
      'mf-content',
      'mf-checkout',
      'mf-dashboard',
      'e2e',
    ],
  },
});
