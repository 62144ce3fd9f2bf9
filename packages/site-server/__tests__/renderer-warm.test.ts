// The painted remotes' renderers are loaded when the shell's server starts, not by the first
// visitor: a page waits only a moment for a renderer still loading, then goes out unpainted (the
// first visitor after a start, or a browser test's first page on a busy machine, saw no banner).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { serve, type Serving } from '../src/serve';

const repo = new URL('../../../', import.meta.url).pathname;
let remote: Server | undefined;
let shell: Serving | undefined;
afterAll(async () => {
  await shell?.close();
  await new Promise((done) => (remote ? remote.close(done) : done(undefined)));
});

it('when the shell’s server starts, then it asks each painted remote for its renderer before any page is asked', async () => {
  const asked: string[] = [];
  // the catalogue's built renderer, from a server that notes what it is asked
  remote = createServer((req, res) => {
    asked.push(req.url ?? '');
    const file = req.url === '/server/first-paint.js' ? 'first-paint.js' : null;
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/javascript' });
    res.end(readFileSync(join(repo, 'mf-catalog/dist/server', file)));
  });
  await new Promise<void>((done) => remote!.listen(0, '127.0.0.1', done));
  const address = remote.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  shell = await serve({
    root: join(repo, 'shell/dist'),
    runtimeConfig: {
      catalog: `${origin}/mf-manifest.json`,
      content: `${origin}/content/mf-manifest.json`,
      checkout: `${origin}/checkout/mf-manifest.json`,
      dashboard: `${origin}/dashboard/mf-manifest.json`,
      apiBaseUrl: 'http://127.0.0.1:9/api/v1',
    },
  });
  await expect.poll(() => asked, { timeout: 5000 }).toContain('/server/first-paint.js');
  expect(asked).toEqual(
    expect.arrayContaining(['/content/server/first-paint.js', '/checkout/server/first-paint.js']),
  );
  // the dashboard is never painted: its renderer is not asked for
  expect(asked.some((path) => path.startsWith('/dashboard/'))).toBe(false);
});

it('when the remotes start after the shell’s server (as `pnpm start` starts them), then their pages have their renderers’ head and early request within about a second, not after the ten-second refresh', async () => {
  // the remotes' addresses are known, nothing answers there yet
  const free = await new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const late = await serve({
    root: join(repo, 'shell/dist'),
    runtimeConfig: {
      catalog: `http://127.0.0.1:${free}/mf-manifest.json`,
      content: 'http://127.0.0.1:9/mf-manifest.json',
      checkout: 'http://127.0.0.1:9/mf-manifest.json',
      dashboard: 'http://127.0.0.1:9/mf-manifest.json',
      apiBaseUrl: 'http://127.0.0.1:9/api/v1',
    },
  });
  const page = async () => (await fetch(`${late.url}/products`)).text();
  try {
    expect(await page()).toContain('<title>Tyre Bangladesh</title>');
    // the catalogue comes up on its address
    const catalog = await serve({
      root: join(repo, 'mf-catalog/dist'),
      port: free,
      fallback: 'standalone/index.html',
    });
    try {
      const started = Date.now();
      await expect
        .poll(page, { timeout: 5000, interval: 100 })
        .toContain('<title>Tyres · Tyre Bangladesh</title>');
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await page()).toContain('__tyreEarly');
    } finally {
      await catalog.close();
    }
  } finally {
    await late.close();
  }
}, 20_000);
