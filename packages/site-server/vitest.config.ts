import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'site-server',
    environment: 'node',
    include: ['__tests__/**/*.test.ts'],
  },
});
