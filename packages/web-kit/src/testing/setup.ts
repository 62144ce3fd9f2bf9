import { vi } from 'vitest';

// The test files of a worker share its imports (isolate: false, docs/testing.md), but each file
// starts as a page that has just opened: the shop's own modules (the language, the store, the
// runtime config) are imported afresh; the libraries stay loaded, which is what saves the time.
vi.resetModules();
const { testRuntimeConfig } = await import('@tyre/test-kit');
const { setRuntimeConfig } = await import('../config/runtime-config');

// the client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);
