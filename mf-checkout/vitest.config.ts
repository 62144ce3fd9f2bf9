import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-checkout',
    // one module graph per worker: test files share their imports (docs/testing.md)
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
