import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packages/build-config',
    // one module graph per worker: test files share their imports (docs/testing.md)
    isolate: false,
    environment: 'node',
    include: ['__tests__/**/*.test.ts'],
  },
});
