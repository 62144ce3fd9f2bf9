import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps what failed for the page's life: each test starts from a page that has just
// opened (a fresh copy of the module, whatever other test files of this worker noted before).
let freshUrls: typeof import('../fresh-urls');
beforeEach(async () => {
  vi.resetModules();
  freshUrls = await import('../fresh-urls');
});

describe('fresh addresses after a remote failed', () => {
  it('when a remote has not failed, then its files keep their addresses (the page head’s preloads serve them)', () => {
    const { freshUrl } = freshUrls;
    expect(freshUrl('content', 'http://cdn.test/content/remoteEntry.js')).toBe(
      'http://cdn.test/content/remoteEntry.js',
    );
    expect(freshUrl(undefined, 'http://cdn.test/x.css')).toBe('http://cdn.test/x.css');
  });

  it('when a remote failed, then each later load asks a new address, and other remotes are untouched', () => {
    const { freshUrl, noteFailedRemote, noteRemoteManifest, remoteOfManifest } = freshUrls;
    noteRemoteManifest('catalog', 'http://cdn.test/catalog/mf-manifest.json');
    expect(remoteOfManifest('http://cdn.test/catalog/mf-manifest.json')).toBe('catalog');
    noteFailedRemote('catalog');
    const first = freshUrl('catalog', 'http://cdn.test/catalog/remoteEntry.js');
    expect(first).toBe('http://cdn.test/catalog/remoteEntry.js?retry=1');
    noteFailedRemote('catalog');
    expect(freshUrl('catalog', 'http://cdn.test/catalog/a.css?v=2')).toBe(
      'http://cdn.test/catalog/a.css?v=2&retry=2',
    );
    expect(freshUrl('checkout', 'http://cdn.test/checkout/remoteEntry.js')).toBe(
      'http://cdn.test/checkout/remoteEntry.js',
    );
  });

  it('counts the files the page head preloads from a remote’s folder (the bound on its loads after an outage)', () => {
    const { noteRemoteManifest, preloadedFilesOf } = freshUrls;
    noteRemoteManifest('content', 'http://cdn.test/content/mf-manifest.json');
    for (const href of [
      'http://cdn.test/content/remoteEntry.js',
      'http://cdn.test/content/__federation_expose_routes.1.js',
      'http://cdn.test/content/__federation_expose_routes.1.css',
      'http://cdn.test/checkout/remoteEntry.js',
      'http://cdn.test/contents/elsewhere.js',
    ]) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.href = href;
      document.head.append(link);
    }
    expect(preloadedFilesOf('content')).toBe(3);
    expect(preloadedFilesOf('dashboard')).toBe(0);
  });
});
