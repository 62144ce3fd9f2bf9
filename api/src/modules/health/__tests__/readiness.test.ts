import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { startServer } from '../../../server';
import { ADMIN, startTestApi } from '../../../test/test-api';

/** A port free on 127.0.0.1 now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The status of a GET, or 0 when nothing answers. */
const statusOf = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    async (res) => ({ status: res.status, body: await res.json().catch(() => null) }),
    () => ({ status: 0, body: null }),
  );

describe('liveness and readiness', () => {
  it('when the API is starting (the first admin is being made), then /health answers 200 while /ready and the API answer 503, until it serves', async () => {
    const port = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-ready-'));
    const origin = `http://127.0.0.1:${port}`;
    let started = false;
    const starting = startServer(
      loadConfig({
        PORT: String(port),
        DATA_DIR: dir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'silent',
      }),
    ).finally(() => (started = true));
    const seen: { ready: number; health: number; api: number; reason: unknown }[] = [];
    while (!started) {
      // in this order: when /ready still says 503, the two before it were answered while starting
      const api = await statusOf(`${origin}/api/v1/category`);
      const health = await statusOf(`${origin}/health`);
      const ready = await statusOf(`${origin}/ready`);
      seen.push({ ready: ready.status, health: health.status, api: api.status, reason: ready.body });
    }
    const server = await starting;
    try {
      // rounds that began once it listened (before that nothing answers: status 0)
      const whileStarting = seen.filter((s) => s.api !== 0 && s.ready === 503);
      expect(whileStarting.length).toBeGreaterThan(0);
      expect(whileStarting.every((s) => s.health === 200 && s.api === 503)).toBe(true);
      expect(whileStarting[0]!.reason).toEqual({ message: 'The API is starting', code: 'unavailable' });
      expect(seen.every((s) => [0, 200, 503].includes(s.ready))).toBe(true);
      expect((await statusOf(`${origin}/ready`)).body).toEqual({ status: 'ok', store: 'embedded' });
      expect((await statusOf(`${origin}/api/v1/health/ready`)).status).toBe(200);
      expect((await statusOf(`${origin}/api/v1/category`)).status).toBe(200);
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when the API is told to stop, then /ready answers 503 through SHUTDOWN_GRACE while /health and requests are still answered', async () => {
    const api = await startTestApi({ SHUTDOWN_GRACE: '1' });
    const origin = api.server.url;
    expect((await statusOf(`${origin}/ready`)).status).toBe(200);
    const stopped = api.server.stop();
    const ready = await statusOf(`${origin}/ready`);
    expect(ready).toEqual({
      status: 503,
      body: { message: 'The API is shutting down', code: 'unavailable' },
    });
    expect((await statusOf(`${api.base}/health/ready`)).status).toBe(503);
    expect((await statusOf(`${origin}/health`)).status).toBe(200);
    expect((await statusOf(`${api.base}/category`)).status).toBe(200);
    await stopped;
    expect((await statusOf(`${origin}/health`)).status).toBe(0);
    await api.stop();
  });
});
