import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'test-kit',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
