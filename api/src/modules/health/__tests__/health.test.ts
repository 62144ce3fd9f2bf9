import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('health', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('when the API runs, then /health answers ok', async () => {
    const res = await api.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('when the store is reachable, then /health/ready answers 200 with the store kind', async () => {
    const res = await api.call('GET', '/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.store).toBe('embedded');
  });

  it('when the store is closed, then /health/ready answers 503', async () => {
    const other = await startTestApi();
    await other.server.ctx.store.close();
    const res = await other.call('GET', '/health/ready');
    await other.stop();
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('unavailable');
  });

  it('when a response is sent, then it carries security headers and no X-Powered-By', async () => {
    const res = await api.call('GET', '/health');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
