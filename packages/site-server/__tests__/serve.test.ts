import { request } from 'node:http';
import { runInNewContext } from 'node:vm';
import { LIST_PAGE_SIZE } from '@tyre/contracts/constants';
import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headMarker } from '@tyre/build-config/runtime-config';
import { serve } from '../src/serve';
import { builtRemotes, renderersReady, type BuiltRemotes } from './built-remotes';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request: the path goes out exactly as written (fetch would normalise `..` away). */
function send(
  base: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const page = '<!doctype html><title>shell</title>';
const standalonePage = '<!doctype html><title>catalogue alone</title>';
const secret = 'the secret outside dist';
const bigScript = `console.log(${JSON.stringify('tyre '.repeat(400))});`;
/** A script as the build leaves it: with its brotli and gzip files beside it (rspack.mjs PrecompressPlugin). */
const builtScript = `console.log(${JSON.stringify('built tyre '.repeat(300))});`;
const builtBr = brotliCompressSync(builtScript);
const builtGz = gzipSync(builtScript);
const config = {
  catalog: 'https://cdn.example.com/catalog/mf-manifest.json',
  content: 'https://cdn.example.com/content/mf-manifest.json',
  checkout: 'https://cdn.example.com/checkout/mf-manifest.json',
  dashboard: 'https://cdn.example.com/dashboard/mf-manifest.json',
  apiBaseUrl: 'https://api.example.com/api/v1',
};

// made now (not in beforeAll): the attempts below name absolute paths inside it
const dir = mkdtempSync(join(tmpdir(), 'site-server-serve-'));
const dist = join(dir, 'dist');
let shell: { url: string; close: () => Promise<void> };
let remote: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  await mkdir(join(dist, 'standalone'), { recursive: true });
  await mkdir(join(dir, 'dist-secret'));
  await writeFile(join(dir, 'secret.txt'), secret);
  await writeFile(join(dir, 'dist-secret', 'x.txt'), secret);
  await writeFile(join(dist, 'index.html'), page);
  await writeFile(join(dist, 'main.0123abcd.js'), bigScript);
  await writeFile(join(dist, 'remoteEntry.js'), bigScript);
  await writeFile(join(dist, 'mf-manifest.json'), '{"name":"catalog"}');
  await writeFile(join(dist, 'small.js'), 'let a = 1;');
  await writeFile(join(dist, '0123456789abcdef.woff2'), 'wOF2');
  await writeFile(join(dist, 'plain.woff2'), 'wOF2');
  await writeFile(join(dist, 'standalone', 'index.html'), standalonePage);
  await writeFile(join(dist, 'built.0a1b2c3d.js'), builtScript);
  await writeFile(join(dist, 'built.0a1b2c3d.js.br'), builtBr);
  await writeFile(join(dist, 'built.0a1b2c3d.js.gz'), builtGz);
  // the server reads which files have built variants when it starts
  await writeFile(join(dist, 'late.9876abcd.js'), bigScript);
  await writeFile(join(dist, 'late.9876abcd.js.br'), brotliCompressSync(bigScript));
  shell = await serve({ root: dist, runtimeConfig: config });
  remote = await serve({ root: dist, fallback: 'standalone/index.html', runtimeConfig: config });
});

afterAll(async () => {
  await shell.close();
  await remote.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the static server: path safety', () => {
  const attempts = [
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2fdist-secret%2fx.txt',
    '/..%2fdist-secret/x.txt',
    '/../secret.txt',
    `/%2F${encodeURIComponent(join(dir, 'secret.txt').slice(1))}`,
    `/${join(dir, 'secret.txt')}`,
    '/secret.txt%00.html',
    '/%2e%2e%2fsecret.txt%00',
  ];

  for (const path of attempts) {
    it(`when asked for ${path}, then nothing outside dist/ is sent`, async () => {
      const reply = await send(shell.url, path);
      expect(reply.body.toString()).not.toContain(secret);
      expect(reply.body.toString()).not.toContain('root:');
      expect([200, 400, 404]).toContain(reply.status);
      // when something is sent, it is the app's own page
      if (reply.status === 200) expect(reply.body.toString()).toBe(page);
    });
  }

  it('when a path climbs out with an encoded .., then the answer is 404', async () => {
    expect((await send(shell.url, '/%2e%2e%2fsecret.txt')).status).toBe(404);
    expect((await send(shell.url, '/%2e%2e%2fdist-secret%2fx.txt')).status).toBe(404);
  });

  it('when a path holds a NUL byte, then the answer is 404 (and the server keeps serving)', async () => {
    expect((await send(shell.url, '/index.html%00.js')).status).toBe(404);
    expect((await send(shell.url, '/small.js')).status).toBe(200);
  });

  it('when a path is not valid percent-encoding, then the answer is 400, not a server error', async () => {
    const reply = await send(shell.url, '/%E0%A4%A.js');
    expect(reply.status).toBe(400);
    expect((await send(shell.url, '/small.js')).status).toBe(200);
  });
});

describe('the static server: headers', () => {
  it('when a file name carries a content hash, then it is cached for a year as immutable', async () => {
    const reply = await send(shell.url, '/main.0123abcd.js');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // an asset the code names by its hash (the Bengali font)
    const font = await send(shell.url, '/0123456789abcdef.woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.headers['content-type']).toBe('font/woff2');
    expect((await send(shell.url, '/plain.woff2')).headers['cache-control']).toBe('no-cache');
  });

  it('when a file name has no hash (page, remoteEntry.js, manifest), then it is no-cache', async () => {
    for (const path of ['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json', '/small.js']) {
      const reply = await send(shell.url, path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('when the build wrote .br and .gz files, then the browser gets the smallest it takes, from that file, with its length', async () => {
    const br = await send(shell.url, '/built.0a1b2c3d.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(builtBr)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(builtBr.length);
    const gzip = await send(shell.url, '/built.0a1b2c3d.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(builtGz)).toBe(true);
    expect(Number(gzip.headers['content-length'])).toBe(builtGz.length);
    const plain = await send(shell.url, '/built.0a1b2c3d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(builtScript);
    for (const reply of [br, gzip, plain]) {
      // the headers of the script, not of its .br or .gz file
      expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('when a large text file has no built variant, then it is compressed on the way out, as the client accepts', async () => {
    const gzip = await send(shell.url, '/main.0123abcd.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.body.length).toBeLessThan(bigScript.length);
    expect(gunzipSync(gzip.body).toString()).toBe(bigScript);
    const br = await send(shell.url, '/main.0123abcd.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
  });

  it('when the client does not accept gzip, or the file is tiny, then it is sent as is (still with Vary)', async () => {
    const plain = await send(shell.url, '/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(bigScript);
    const tiny = await send(shell.url, '/small.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('let a = 1;');
  });

  it('when anything is served, then CORS allows every origin and nosniff is set; OPTIONS answers 204', async () => {
    const reply = await send(shell.url, '/mf-manifest.json', {
      headers: { Origin: 'https://shop.example.com' },
    });
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    const preflight = await send(shell.url, '/remoteEntry.js', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('when the method is POST (or PUT, DELETE), then the answer is 405 with Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const reply = await send(shell.url, '/index.html', { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
      expect(reply.body.length).toBe(0);
    }
  });

  it('when the method is HEAD, then the headers come without a body', async () => {
    const reply = await send(shell.url, '/main.0123abcd.js', { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(bigScript));
    expect(reply.body.length).toBe(0);
  });
});

describe('the static server: SPA fallback', () => {
  it('when a client route is asked of the shell, then index.html answers (no-cache)', async () => {
    for (const path of ['/products', '/products/a/b', '/dashboard/products/new']) {
      const reply = await send(shell.url, path);
      expect(reply.status, path).toBe(200);
      expect(reply.body.toString(), path).toBe(page);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('when a client route is asked of a remote (fallback standalone/index.html), then its own page answers', async () => {
    for (const path of ['/products', '/products/a/b', '/finder']) {
      const reply = await send(remote.url, path);
      expect(reply.status, path).toBe(200);
      expect(reply.body.toString(), path).toBe(standalonePage);
    }
    // its federated files are still served from dist/
    expect((await send(remote.url, '/remoteEntry.js')).body.toString()).toBe(bigScript);
    expect((await send(remote.url, '/standalone/')).body.toString()).toBe(standalonePage);
  });

  it('when a missing file with an extension is asked, then the answer is 404, never the page', async () => {
    for (const server of [shell, remote]) {
      const reply = await send(server.url, '/main.ffffffff.js');
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toBe('Not found');
    }
  });
});

describe('the static server: /remotes.json', () => {
  it('when asked, then it answers the runtime config it was given, never cached', async () => {
    const reply = await send(shell.url, '/remotes.json');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(reply.body.toString())).toEqual(config);
  });

  it('when no runtime config is given, then it answers the one read from the environment', async () => {
    const previous = process.env.CATALOG_URL;
    process.env.CATALOG_URL = 'https://elsewhere.example.com/catalog/';
    const server = await serve({ root: dist });
    try {
      const reply = await send(server.url, '/remotes.json');
      expect(JSON.parse(reply.body.toString()).catalog).toBe(
        'https://elsewhere.example.com/catalog/mf-manifest.json',
      );
    } finally {
      await server.close();
      if (previous === undefined) delete process.env.CATALOG_URL;
      else process.env.CATALOG_URL = previous;
    }
  });
});

describe('the static server: precompressed files, ETag and the shell page head', () => {
  const hinted = join(dir, 'hinted');
  const remoteDist = join(dir, 'remote-dist');
  let hintedShell: { url: string; close: () => Promise<void> };
  let catalog: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    await mkdir(hinted, { recursive: true });
    await mkdir(remoteDist, { recursive: true });
    await writeFile(
      join(remoteDist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'routes',
            path: './routes',
            assets: {
              js: { sync: ['expose_routes.1234abcd.js'] },
              css: { sync: ['expose_routes.1234abcd.css'] },
            },
          },
        ],
      }),
    );
    catalog = await serve({ root: remoteDist });
    await writeFile(
      join(hinted, 'index.html'),
      `<!doctype html><html><head>${headMarker}</head><body><div id="root"></div></body></html>`,
    );
    await writeFile(
      join(hinted, 'mf-manifest.json'),
      JSON.stringify({ shared: [{ name: 'react', assets: { js: { sync: ['react.5678abcd.js'] } } }] }),
    );
    hintedShell = await serve({
      root: hinted,
      runtimeConfig: {
        ...config,
        catalog: `${catalog.url}/mf-manifest.json`,
        apiBaseUrl: 'https://api.example.com/</script>',
      },
    });
  });
  afterAll(async () => {
    await hintedShell.close();
    await catalog.close();
  });

  it('when the client accepts brotli and a .br file was built, then it is sent with Content-Encoding: br', async () => {
    const reply = await send(shell.url, '/late.9876abcd.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(reply.body).toString()).toBe(bigScript);
    const gzip = await send(shell.url, '/late.9876abcd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(reply.headers.etag);
  });

  it('when the client sends the ETag it holds, then the answer is 304 without a body; each built variant has its own', async () => {
    const etagOf = async (encoding?: string) =>
      String(
        (
          await send(
            shell.url,
            '/built.0a1b2c3d.js',
            encoding ? { headers: { 'accept-encoding': encoding } } : {},
          )
        ).headers.etag,
      );
    const [gzip, br, plain] = [await etagOf('gzip'), await etagOf('br'), await etagOf()];
    expect(new Set([gzip, br, plain]).size).toBe(3);
    const again = await send(shell.url, '/built.0a1b2c3d.js', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': gzip },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // a cached gzip body is never revalidated as the plain one
    const other = await send(shell.url, '/built.0a1b2c3d.js', { headers: { 'if-none-match': gzip } });
    expect(other.status).toBe(200);
    expect(other.body.toString()).toBe(builtScript);
  });

  it('when the shell page is asked for a route, then its head holds the runtime config and the preload hints of that route', async () => {
    let body = '';
    // the remote's manifest is read in the background: the hints of its entry follow shortly
    for (let i = 0; i < 50 && !body.includes('remoteEntry.js'); i++) {
      body = (await send(hintedShell.url, '/products?page=2')).body.toString();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(body);
    expect(inline).not.toBeNull();
    expect(inline![1]).not.toContain('</script>');
    expect(JSON.parse(inline![1]!)).toMatchObject({ apiBaseUrl: 'https://api.example.com/</script>' });
    expect(body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${catalog.url}/mf-manifest.json">`,
    );
    expect(body).toContain(`<link rel="preload" as="script" href="${catalog.url}/remoteEntry.js">`);
    expect(body).toContain(
      `<link rel="preload" as="script" href="${catalog.url}/expose_routes.1234abcd.js">`,
    );
    expect(body).toContain(
      `<link rel="preload" as="style" href="${catalog.url}/expose_routes.1234abcd.css">`,
    );
    expect(body).toContain('<link rel="preload" as="script" href="/react.5678abcd.js">');
    // a page of another remote gets no dictionary hints
    const news = (await send(hintedShell.url, '/news')).body.toString();
    expect(news).not.toContain(`href="${catalog.url}`);
    expect(news).toContain('<script id="runtime-config"');
  });

  it('when the client holds the shell page it was sent, then the answer is 304; another page is sent whole', async () => {
    const first = await send(hintedShell.url, '/news', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await send(hintedShell.url, '/news', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // (the catalogue's page: the hints of another remote)
    const other = await send(hintedShell.url, '/products', { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
  });
});

describe('the shell page for crawlers: statuses, ?lang=, robots.txt and the sitemap', () => {
  const site = join(dir, 'site');
  const answers: Record<string, unknown> = {
    '/products/grip-90': {
      _id: 'p1',
      slug: 'grip-90',
      title: 'Grip 90',
      titleBn: 'গ্রিপ ৯০',
      description: 'A grippy tyre.',
      descriptionBn: '',
      categoryName: 'Motorcycle',
      categoryNameBn: 'মোটরসাইকেল',
      sizeLabel: '90/90-17',
      price: 2500,
      stock: 2,
      thumbnailImage: 'grip-card.webp',
      thumbnail: { thumb: 't.webp', detail: 'd.webp', full: 'f.webp', preview: 'p.webp' },
    },
    '/job/closed-job': { slug: 'closed-job', title: 'Closed job', open: false, location: 'Dhaka' },
    '/products?page=0&size=48': [{ slug: 'grip-90', updatedAt: '2024-06-02T10:00:00.000Z' }],
    [`/products?page=0&size=${LIST_PAGE_SIZE}`]: [
      { slug: 'grip-90', title: 'Grip 90', thumbnailImage: 'g.webp' },
    ],
    '/news?page=0&size=100': [{ _id: 'n1', updatedAt: '2024-05-01T00:00:00.000Z' }],
    '/tires': [{ slug: 'grip', updatedAt: '2024-04-03T00:00:00.000Z' }],
    '/job': [
      { slug: 'open-job', open: true },
      { slug: 'closed-job', open: false },
    ],
  };
  let api: Server;
  let apiUp = true;
  let shell: { url: string; close: () => Promise<void> };
  let apiBaseUrl = '';
  // the records' pages say their heads through their remotes' renderers (real builds)
  let remotes: BuiltRemotes;

  beforeAll(async () => {
    await mkdir(site, { recursive: true });
    await writeFile(
      join(site, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Tyre</title>${headMarker}</head><body></body></html>`,
    );
    api = createServer((req, res) => {
      const body = apiUp ? answers[(req.url ?? '').replace(/^\/api\/v1/, '')] : undefined;
      res.writeHead(body ? 200 : apiUp ? 404 : 503, {
        'content-type': 'application/json',
        'x-total-count': '1',
      });
      res.end(JSON.stringify(body ?? { message: 'no' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const address = api.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    apiBaseUrl = `http://127.0.0.1:${address.port}/api/v1`;
    remotes = await builtRemotes();
    shell = await serve({
      root: site,
      runtimeConfig: { ...config, ...remotes.config, apiBaseUrl },
      publicOrigin: 'https://shop.example',
      crawlerWaitMs: 5000,
    });
    await renderersReady(shell.url);
  }, 30_000);
  afterAll(async () => {
    await shell.close();
    await remotes.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('when a product is asked for, then its head is in the page; an unknown one is 404, a closed job 410, both still the page', async () => {
    const found = await send(shell.url, '/products/grip-90');
    expect(found.status).toBe(200);
    expect(found.body.toString()).toContain('<title>Grip 90 · Tyre Bangladesh</title>');
    expect(found.body.toString()).toContain(
      '<link rel="canonical" href="https://shop.example/products/grip-90">',
    );
    const missing = await send(shell.url, '/products/no-such-tyre');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body.toString()).toContain('<meta name="robots" content="noindex">');
    const closed = await send(shell.url, '/jobs/closed-job');
    expect(closed.status).toBe(410);
    expect(closed.body.toString()).toContain('<title>Closed job · Careers · Tyre Bangladesh</title>');
  });

  it('when a product or the list is asked for, then the page carries the answer its head was made from: the browser asks the API nothing early', async () => {
    /** The page's early-request script run as the browser would: what it fetched and what it keeps. */
    const runEarly = async (html: string) => {
      const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1]!)
        .find((body) => body.includes('__tyreEarly'));
      expect(script, 'early script').toBeTruthy();
      const asked: string[] = [];
      const window: {
        __tyreEarly?: {
          url: string;
          answer?: { status: number; headers: Record<string, string>; body: string };
        };
      } = {};
      runInNewContext(script!, {
        window,
        performance: { now: () => 1 },
        localStorage: { getItem: () => null },
        fetch: (url: string) => {
          asked.push(url);
          return new Promise(() => undefined);
        },
        document: { createElement: () => ({}), head: { appendChild: () => undefined } },
      });
      return { asked, early: window.__tyreEarly };
    };
    const product = await runEarly((await send(shell.url, '/products/grip-90')).body.toString());
    expect(product.asked).toEqual([]);
    expect(product.early?.url).toBe(`${apiBaseUrl}/products/grip-90`);
    expect(product.early?.answer?.status).toBe(200);
    expect(JSON.parse(product.early!.answer!.body)).toEqual(answers['/products/grip-90']);
    const list = await runEarly((await send(shell.url, '/products')).body.toString());
    expect(list.asked).toEqual([]);
    expect(list.early?.answer?.headers['x-total-count']).toBe('1');
    expect(JSON.parse(list.early!.answer!.body)).toEqual(answers[`/products?page=0&size=${LIST_PAGE_SIZE}`]);
    // a page whose answer the server does not have (a filtered list) still asks for itself
    const filtered = await runEarly((await send(shell.url, '/products?search=grip')).body.toString());
    expect(filtered.asked).toEqual([`${apiBaseUrl}/products?search=grip&page=0&size=${LIST_PAGE_SIZE}`]);
    expect(filtered.early?.answer).toBeUndefined();
  });

  it('when a page is asked for with ?lang=bn, then it is written in Bangla from its first tag', async () => {
    const reply = await send(shell.url, '/products/grip-90?lang=bn');
    const html = reply.body.toString();
    expect(html.startsWith('<!doctype html><html lang="bn">')).toBe(true);
    expect(html).toContain('<title>গ্রিপ ৯০ · Tyre Bangladesh</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/products/grip-90?lang=bn">');
    expect((await send(shell.url, '/products/grip-90')).body.toString()).toContain('<html lang="en">');
  });

  it('when robots.txt is asked for, then it names the sitemap at the public address', async () => {
    const reply = await send(shell.url, '/robots.txt');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=600');
    expect(reply.body.toString()).toContain('Disallow: /dashboard\n');
    expect(reply.body.toString()).toContain('Sitemap: https://shop.example/sitemap.xml\n');
  });

  it('when the sitemap is asked for, then it lists the records; a part it does not have is 404; without the API it is 503', async () => {
    const reply = await send(shell.url, '/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=600');
    const xml = gunzipSync(reply.body).toString();
    for (const loc of ['/products/grip-90', '/tire/grip', '/news/n1', '/jobs/open-job', '/contact'])
      expect(xml).toContain(`<loc>https://shop.example${loc}</loc>`);
    expect(xml).not.toContain('closed-job');
    // each record's last change, for products and ranges as for stories
    expect(xml).toMatch(
      /<loc>https:\/\/shop\.example\/products\/grip-90<\/loc><lastmod>2024-06-02T10:00:00\.000Z<\/lastmod>/,
    );
    expect(xml).toMatch(
      /<loc>https:\/\/shop\.example\/tire\/grip<\/loc><lastmod>2024-04-03T00:00:00\.000Z<\/lastmod>/,
    );
    expect((await send(shell.url, '/sitemap-2.xml')).status).toBe(404);
    const head = await send(shell.url, '/sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);

    // a server that has not read the sitemap yet, while the API is down
    apiUp = false;
    const cold = await serve({ root: site, runtimeConfig: { ...config, ...remotes.config, apiBaseUrl } });
    try {
      const down = await send(cold.url, '/sitemap.xml');
      expect(down.status).toBe(503);
      expect(down.headers['retry-after']).toBe('60');
    } finally {
      apiUp = true;
      await cold.close();
    }
  });

  it('when a remote (a page without the head marker) is asked for robots.txt or the sitemap, then it has none', async () => {
    expect((await send(remote.url, '/robots.txt')).status).toBe(404);
    expect((await send(remote.url, '/sitemap.xml')).status).toBe(404);
  });
});
