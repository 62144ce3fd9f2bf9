import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-dashboard',
    // one module graph per worker: test files share their imports (docs/testing.md)
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // antd screens render slowly under jsdom on a 2-core machine
    testTimeout: 30_000,
  },
});
