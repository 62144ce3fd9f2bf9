import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-content',
    // one module graph per worker: test files share their imports (docs/testing.md)
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // the form tests type a good deal; a busy 2-core machine needs more than the default 5 s
    testTimeout: 20_000,
  },
});
