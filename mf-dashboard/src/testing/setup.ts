import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// The test files of a worker share its imports and its DOM (isolate: false, docs/testing.md),
// but each file starts as a page that has just opened: nothing stored or set on the page, and the
// shop's own modules (the language, the store, the runtime config) imported afresh; the libraries
// stay loaded, which is what saves the time.
vi.resetModules();
const { freshPage, testRuntimeConfig } = await import('@tyre/test-kit');
freshPage();
const { loadDictionary, setRuntimeConfig } = await import('@tyre/web-kit');
const { dashboardDictionary } = await import('../messages/dictionary');

// the web-kit client calls the test API that @tyre/test-kit intercepts
setRuntimeConfig(testRuntimeConfig);

// the dashboard's text in both languages, as the gate in the app would have loaded it
await loadDictionary(dashboardDictionary, 'en');
await loadDictionary(dashboardDictionary, 'bn');

// jsdom has no matchMedia; antd's responsive grid asks for it. Answer "no match" like a
// browser whose media queries never change.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom has no ResizeObserver either; antd's inputs and selects observe their size. Nothing resizes here.
if ((globalThis as { ResizeObserver?: unknown }).ResizeObserver === undefined) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// antd screens take a while to render under jsdom on a small machine: wait up to 10 s in findBy/waitFor.
configure({ asyncUtilTimeout: 10_000 });
