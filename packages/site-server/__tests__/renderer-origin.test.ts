// Where the shell's server takes a remote's renderer from: the code runs on the server with all
// its rights (a `node:vm` context is no sandbox), so only from the configured remote's origin,
// over https or from this machine, never through a redirect. The renderers here are stand-ins
// (a few lines each): what is tested is which addresses the server fetches code from.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headMarker } from '@tyre/build-config/runtime-config';
import { rendererOriginAllowed } from '../src/first-paint';
import { serve, type Serving } from '../src/serve';

/** A remote's server: its renderer paints "Painted by <name>"; `redirect` sends the renderer elsewhere. */
async function remoteServer(name: string, redirect?: () => string) {
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/server/first-paint.js') {
      if (redirect) return void res.writeHead(302, { location: redirect() }).end();
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return void res.end(
        `var firstPaint={renderer:{ready:Promise.resolve(),styles:function(){return''},render:function(){return '<h1>Painted by ${name}</h1>'}}};`,
      );
    }
    res.writeHead(404).end();
  });
  // on every address of the machine: reachable over its network address too
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { server, port: address.port, asked };
}

/** An address of this machine on its network (not loopback); `0.0.0.0` reaches it too where it has none. */
const networkAddress =
  Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address ?? '0.0.0.0';

let dir: string;
const servers: Server[] = [];
const shells: Serving[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'renderer-origin-'));
  await mkdir(join(dir, 'server'));
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Tyre</title>${headMarker}</head><body><div id="root"></div></body></html>`,
  );
  // the shell's renderer: its layout with the catalogue's slot, loading until the catalogue fills it
  await writeFile(
    join(dir, 'server/first-paint.js'),
    `var firstPaint={renderer:{ready:Promise.resolve(),styles:function(){return''},render:function(){return '<main><template data-slot="catalog ./routes"></template><p>Loading</p><template data-slot-end=""></template></main>'}}};`,
  );
});
afterAll(async () => {
  await Promise.all(shells.map((shell) => shell.close()));
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await rm(dir, { recursive: true, force: true });
});

/** A shell whose catalogue's manifest is at `catalog`; the other remotes and the API are not there. */
async function shellWith(catalog: string) {
  const nowhere = 'http://127.0.0.1:9';
  const shell = await serve({
    root: dir,
    runtimeConfig: {
      catalog,
      content: `${nowhere}/mf-manifest.json`,
      checkout: `${nowhere}/mf-manifest.json`,
      dashboard: `${nowhere}/mf-manifest.json`,
      apiBaseUrl: `${nowhere}/api/v1`,
    },
  });
  shells.push(shell);
  return shell;
}

/** The `/products` pages a shell sends over `ms` (the renderer loads on first use). */
async function pagesOver(shell: Serving, ms: number): Promise<string[]> {
  const pages: string[] = [];
  for (const until = Date.now() + ms; Date.now() < until;) {
    pages.push(await (await fetch(`${shell.url}/products`)).text());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pages;
}

describe('where a remote’s renderer is fetched from', () => {
  it('takes https, and http only from this machine', () => {
    const allowed = (url: string) => rendererOriginAllowed(new URL(url));
    expect(allowed('https://cdn.example.com/catalog/server/first-paint.js')).toBe(true);
    for (const local of [
      'http://127.0.0.1:3001/x.js',
      'http://127.8.0.1/x.js',
      'http://localhost:3001/x.js',
      'http://[::1]:3001/x.js',
    ])
      expect(allowed(local), local).toBe(true);
    for (const other of [
      'http://cdn.example.com/x.js',
      'http://192.168.0.10:3001/x.js',
      'http://0.0.0.0:3001/x.js',
      'http://localhost.example.com/x.js',
      'http://127.0.0.1.example.com/x.js',
      'ftp://127.0.0.1/x.js',
      'file:///srv/x.js',
    ])
      expect(allowed(other), other).toBe(false);
  });

  it('when the catalogue is served on this machine, then its renderer paints its area', async () => {
    const remote = await remoteServer('the catalogue');
    servers.push(remote.server);
    const shell = await shellWith(`http://127.0.0.1:${remote.port}/mf-manifest.json`);
    await expect
      .poll(async () => (await fetch(`${shell.url}/products`)).text(), { timeout: 10_000 })
      .toContain('<h1>Painted by the catalogue</h1>');
  });

  it('when the catalogue is configured over plain http on the network, then its code is never fetched and its area keeps its loading state', async () => {
    const remote = await remoteServer('a stranger on the way');
    servers.push(remote.server);
    const shell = await shellWith(`http://${networkAddress}:${remote.port}/mf-manifest.json`);
    const pages = await pagesOver(shell, 1500);
    for (const page of pages) {
      expect(page).not.toContain('Painted by');
      // the area's loading state, in the markers of a boundary the browser renders
      expect(page).toContain('<main><!--$!--><p>Loading</p><!--/$--></main>');
    }
    expect(remote.asked).not.toContain('/server/first-paint.js');
  });

  it('when the catalogue’s origin redirects its renderer elsewhere, then the code there is not fetched', async () => {
    const elsewhere = await remoteServer('another origin');
    const remote = await remoteServer(
      'the catalogue',
      () => `http://localhost:${elsewhere.port}/server/first-paint.js`,
    );
    servers.push(elsewhere.server, remote.server);
    const shell = await shellWith(`http://127.0.0.1:${remote.port}/mf-manifest.json`);
    const pages = await pagesOver(shell, 1500);
    expect(remote.asked).toContain('/server/first-paint.js');
    for (const page of pages) expect(page).not.toContain('Painted by');
    expect(elsewhere.asked).toEqual([]);
  });
});
