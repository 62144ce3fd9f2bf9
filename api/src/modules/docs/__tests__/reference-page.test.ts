import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('the API reference page', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('when GET /docs is asked, then it answers an HTML page whose scripts and styles the API serves itself', async () => {
    const res = await api.call('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.body as string;
    const assets = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    const files = assets.filter((url) => !url.startsWith('data:'));
    expect(files).toEqual([
      '/api/v1/docs/swagger-ui.css',
      '/api/v1/docs/swagger-ui-bundle.js',
      '/api/v1/docs/reference.js',
    ]);
    // nothing is loaded from another host
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);

    for (const url of files) {
      const asset = await fetch(api.server.url + url);
      const body = await asset.text();
      expect(asset.status, url).toBe(200);
      expect(asset.headers.get('content-type'), url).toMatch(
        url.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      expect(body.length, url).toBeGreaterThan(url.endsWith('reference.js') ? 100 : 100_000);
    }
    const start = await (await fetch(`${api.server.url}/api/v1/docs/reference.js`)).text();
    expect(start).toContain("url: '/api/v1/openapi.json'");
    expect(start).toContain('validatorUrl: null');
  });

  it('when the page is served, then its Content-Security-Policy allows only its own files', async () => {
    const res = await api.call('GET', '/docs');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe');
    expect(csp).not.toMatch(/https?:|\*/);
    // other routes keep helmet's policy
    const health = await api.call('GET', '/health');
    expect(health.headers.get('content-security-policy')).not.toBe(csp);
  });

  it('when a file the page does not use is asked under /docs, then it answers 404 with the error body', async () => {
    for (const name of ['package.json', 'index.html', '..%2Fpackage.json', 'constructor']) {
      const res = await api.call('GET', `/docs/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body.code, name).toBe('not_found');
    }
  });
});
