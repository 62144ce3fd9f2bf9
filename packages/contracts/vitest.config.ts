import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
    // one module graph per worker: test files share their imports (docs/testing.md)
    isolate: false,
  },
});
