import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-dashboard',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
