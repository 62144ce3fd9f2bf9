import { describe, expect, it } from 'vitest';
import { defaultPorts, runtimeConfigFromEnv } from '../runtime-config.mjs';

describe('runtimeConfigFromEnv', () => {
  it('when nothing is set, then every remote and the API are on their local default ports', () => {
    expect(runtimeConfigFromEnv({})).toEqual({
      catalog: 'http://127.0.0.1:3001/mf-manifest.json',
      content: 'http://127.0.0.1:3002/mf-manifest.json',
      checkout: 'http://127.0.0.1:3003/mf-manifest.json',
      dashboard: 'http://127.0.0.1:3004/mf-manifest.json',
      apiBaseUrl: 'http://127.0.0.1:4000/api/v1',
    });
    expect(defaultPorts).toEqual({
      shell: 3000,
      catalog: 3001,
      content: 3002,
      checkout: 3003,
      dashboard: 3004,
      api: 4000,
    });
  });

  it('when addresses are set, then they replace the defaults, each remote pointing at its manifest', () => {
    expect(
      runtimeConfigFromEnv({
        CATALOG_URL: 'https://cdn.example.com/catalog/1.4.0',
        CONTENT_URL: 'https://content.example.com',
        CHECKOUT_URL: 'http://10.0.0.5:8080/checkout',
        DASHBOARD_URL: 'https://admin.example.com/mf',
        API_URL: 'https://api.example.com/api/v1',
      }),
    ).toEqual({
      catalog: 'https://cdn.example.com/catalog/1.4.0/mf-manifest.json',
      content: 'https://content.example.com/mf-manifest.json',
      checkout: 'http://10.0.0.5:8080/checkout/mf-manifest.json',
      dashboard: 'https://admin.example.com/mf/mf-manifest.json',
      apiBaseUrl: 'https://api.example.com/api/v1',
    });
  });

  it('when a map tile server is set, then the maps get its template and credit; without one, neither', () => {
    const config = runtimeConfigFromEnv({
      MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    expect(config.mapTiles).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
    expect(config.mapAttribution).toBe('© OpenStreetMap contributors');
    expect(runtimeConfigFromEnv({ MAP_ATTRIBUTION: 'x' })).not.toHaveProperty('mapAttribution');
  });

  it('when an address ends in slashes, then they are dropped (no // in the URLs)', () => {
    const config = runtimeConfigFromEnv({
      CATALOG_URL: 'https://cdn.example.com/catalog/',
      CONTENT_URL: 'https://content.example.com//',
      API_URL: 'https://api.example.com/api/v1/',
    });
    expect(config.catalog).toBe('https://cdn.example.com/catalog/mf-manifest.json');
    expect(config.content).toBe('https://content.example.com/mf-manifest.json');
    expect(config.apiBaseUrl).toBe('https://api.example.com/api/v1');
  });

  it('when a variable is set but empty, then the default applies; one override leaves the others alone', () => {
    const config = runtimeConfigFromEnv({ CATALOG_URL: '', CHECKOUT_URL: 'https://pay.example.com' });
    expect(config.catalog).toBe('http://127.0.0.1:3001/mf-manifest.json');
    expect(config.checkout).toBe('https://pay.example.com/mf-manifest.json');
    expect(config.content).toBe('http://127.0.0.1:3002/mf-manifest.json');
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4000/api/v1');
  });
});
