import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-dashboard',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // antd screens render slowly under jsdom on a 2-core machine
    testTimeout: 30_000,
  },
});
