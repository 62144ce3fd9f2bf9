import { describe, expect, it } from 'vitest';
import {
  freshUrl,
  noteFailedRemote,
  noteRemoteManifest,
  preloadedFilesOf,
  remoteOfManifest,
} from '../fresh-urls';

describe('fresh addresses after a remote failed', () => {
  it('when a remote has not failed, then its files keep their addresses (the page head’s preloads serve them)', () => {
    expect(freshUrl('content', 'http://cdn.test/content/remoteEntry.js')).toBe(
      'http://cdn.test/content/remoteEntry.js',
    );
    expect(freshUrl(undefined, 'http://cdn.test/x.css')).toBe('http://cdn.test/x.css');
  });

  it('when a remote failed, then each later load asks a new address, and other remotes are untouched', () => {
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
