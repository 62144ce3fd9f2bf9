// The remotes' manifests the shell's server reads for its preload hints, from a remote on loopback.
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { manifestReader } from '../src/page-head';

let remote: Server | undefined;
afterEach(() => new Promise<void>((done) => (remote ? remote.close(() => done()) : done())));

/** A remote whose manifest answers 503 until `up()`. */
async function startRemote() {
  let up = false;
  const asked: string[] = [];
  remote = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (!up) return void res.writeHead(503).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"exposes":[{"path":"./routes"}]}');
  });
  await new Promise<void>((done) => remote!.listen(0, '127.0.0.1', done));
  const address = remote.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/mf-manifest.json`;
  return { url, asked, up: () => (up = true) };
}

describe('the remotes’ manifests', () => {
  it('when a remote does not answer at the shell’s start (still starting), then its manifest is asked again seconds later, not a minute later', async () => {
    const checkout = await startRemote();
    const read = manifestReader({ checkout: checkout.url } as never, { maxAgeMs: 60_000, retryMs: 200 });
    read.warm();
    await expect.poll(() => checkout.asked.filter((url) => url === '/mf-manifest.json').length).toBe(1);
    checkout.up();
    await expect
      .poll(() => read(checkout.url)?.exposes?.[0]?.path ?? null, { timeout: 5000, interval: 50 })
      .toBe('./routes');
  });

  it('when a manifest was read, then it is used without asking again until it is old', async () => {
    const checkout = await startRemote();
    checkout.up();
    const read = manifestReader({ checkout: checkout.url } as never, { maxAgeMs: 60_000, retryMs: 200 });
    await expect
      .poll(() => read(checkout.url)?.exposes?.[0]?.path ?? null, { interval: 50 })
      .toBe('./routes');
    await new Promise((done) => setTimeout(done, 400));
    expect(read(checkout.url)?.exposes?.[0]?.path).toBe('./routes');
    expect(checkout.asked.filter((url) => url === '/mf-manifest.json')).toHaveLength(1);
  });
});
