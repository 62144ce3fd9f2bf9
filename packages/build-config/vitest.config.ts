import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packages/build-config',
    environment: 'node',
    include: ['__tests__/**/*.test.ts'],
  },
});
