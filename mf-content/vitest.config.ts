import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-content',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
