import { beforeEach, describe, expect, it, vi } from 'vitest';

// The runtime fetches an exposed module's stylesheet early through this plugin's `createLink`.
// It must not be a stylesheet link: the remote's chunk loader takes any stylesheet link of that
// address, loading or failed, for its loaded stylesheet (e2e/src/retry-after-outage.test.ts).
let plugin: ReturnType<typeof import('../federation-plugin').default>;
let failures: typeof import('../../components/stylesheet-failures');
beforeEach(async () => {
  vi.resetModules();
  plugin = (await import('../federation-plugin')).default();
  failures = await import('../../components/stylesheet-failures');
  failures.watchStylesheetFailures();
  document.head.replaceChildren();
});

type LinkHook = NonNullable<typeof plugin.createLink>;
const stylesheet = (url: string) =>
  plugin.createLink!({
    url,
    attrs: { rel: 'stylesheet', type: 'text/css' },
    remoteInfo: {
      name: 'catalog',
      entry: 'http://cdn.test/catalog/mf-manifest.json',
      type: 'global',
      entryGlobalName: 'tyre_catalog',
      shareScope: 'default',
    },
  } as Parameters<LinkHook>[0]) as HTMLLinkElement;

describe('the stylesheets the federation runtime fetches early', () => {
  it('when the runtime asks for a stylesheet, then it is preloaded, not applied', () => {
    const link = stylesheet('http://cdn.test/catalog/__federation_expose_routes.1.css');
    expect(link.rel).toBe('preload');
    expect(link.as).toBe('style');
    expect(link.href).toBe('http://cdn.test/catalog/__federation_expose_routes.1.css');
  });

  it('when its preload fails, then it leaves the document, and no stylesheet failed', () => {
    const link = stylesheet('http://cdn.test/catalog/__federation_expose_routes.1.css');
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    expect(link.isConnected).toBe(false);
    expect(failures.stylesheetFailed()).toBe(false);
  });

  it('when its preload loads, then it stays', () => {
    const link = stylesheet('http://cdn.test/catalog/__federation_expose_routes.1.css');
    document.head.append(link);
    link.dispatchEvent(new Event('load'));
    expect(link.isConnected).toBe(true);
  });
});
