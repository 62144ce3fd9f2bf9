import { defineConfig } from 'vitest/config';

// One run over every project; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'api',
      'packages/contracts',
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
