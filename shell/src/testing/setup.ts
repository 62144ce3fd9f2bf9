import { vi } from 'vitest';

// The test files of a worker share its imports and its DOM (isolate: false, docs/testing.md),
// but each file starts as a page that has just opened: nothing stored or set on the page, and the
// shop's own modules (the language, the store, the runtime config) imported afresh; the libraries
// stay loaded, which is what saves the time.
vi.resetModules();
const { freshPage, testRuntimeConfig } = await import('@tyre/test-kit');
freshPage();
const { loadDictionary, setRuntimeConfig } = await import('@tyre/web-kit');
const { shellDictionary } = await import('../messages/dictionary');

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);

// the shell's dictionary in both languages, as the page has it once loaded
await Promise.all([loadDictionary(shellDictionary, 'en'), loadDictionary(shellDictionary, 'bn')]);
