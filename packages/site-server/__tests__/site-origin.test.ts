// The address the shell's pages name as their own: the configured one, whatever Host a request
// carries; the catalogue read once for the sitemap however many Host values ask; production
// refuses to start without an address (the real `shell/server.mjs`, from `pnpm build`'s output).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headMarker } from '@tyre/build-config/runtime-config';
import { serve, type Serving } from '../src/serve';
import { siteOriginsFromEnv, SiteOriginError } from '../src/site-origin';
import { builtRemotes, renderersReady, type BuiltRemotes } from './built-remotes';

const repo = new URL('../../../', import.meta.url).pathname;
// the records' pages and the sitemap's addresses come from the remotes' renderers (real builds)
let remotes: BuiltRemotes;
const answers: Record<string, unknown> = {
  '/products/grip-90': {
    _id: 'p1',
    slug: 'grip-90',
    title: 'Grip 90',
    titleBn: '',
    description: 'A grippy tyre.',
    descriptionBn: '',
    categoryName: 'Motorcycle',
    categoryNameBn: '',
    sizeLabel: '90/90-17',
    price: 2500,
    stock: 2,
    thumbnailImage: 'grip-card.webp',
    thumbnail: { thumb: 't.webp', detail: 'd.webp', full: 'f.webp', preview: 'p.webp' },
  },
  '/products?page=0&size=48': [{ slug: 'grip-90', updatedAt: '2024-06-02T10:00:00.000Z' }],
  '/news?page=0&size=100': [],
  '/tires': [],
  '/job': [],
};

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the Host header a client chose (fetch would write the address's own). */
function send(base: string, path: string, host: string): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let dir: string;
let api: Server;
let apiBaseUrl: string;
const asked: string[] = [];
const started: Serving[] = [];
/** A shell server on the test page, with these address settings. */
async function shellWith(options: { publicOrigin?: string; allowedHosts?: string[] }) {
  const shell = await serve({
    root: dir,
    runtimeConfig: { ...remotes.config, apiBaseUrl },
    crawlerWaitMs: 5000,
    firstPaint: false,
    ...options,
  });
  started.push(shell);
  await renderersReady(shell.url);
  return shell;
}

beforeAll(async () => {
  remotes = await builtRemotes();
  dir = await mkdtemp(join(tmpdir(), 'site-origin-'));
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Tyre</title>${headMarker}</head><body><div id="root"></div></body></html>`,
  );
  api = createServer((req, res) => {
    const path = (req.url ?? '').replace(/^\/api\/v1/, '');
    asked.push(path);
    const body = answers[path];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'x-total-count': '1' });
    res.end(JSON.stringify(body ?? { message: 'no' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  apiBaseUrl = `http://127.0.0.1:${address.port}/api/v1`;
});
afterAll(async () => {
  await Promise.all(started.map((shell) => shell.close()));
  await remotes?.close();
  await new Promise((resolve) => api?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('the address the shell’s pages name', () => {
  it('when PUBLIC_ORIGIN is set and a request carries another Host, then the canonical and preview addresses, the JSON-LD, robots.txt and the sitemap name PUBLIC_ORIGIN', async () => {
    const shell = await shellWith({ publicOrigin: 'https://shop.example' });
    const page = await send(shell.url, '/products/grip-90', 'evil.example');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<link rel="canonical" href="https://shop.example/products/grip-90">');
    expect(page.body).toContain('<meta property="og:url" content="https://shop.example/products/grip-90">');
    expect(page.body).toMatch(/application\/ld\+json">[^<]*"https:\/\/shop\.example\/products\/grip-90"/);
    expect(page.body).not.toContain('evil.example');
    const robots = await send(shell.url, '/robots.txt', 'evil.example');
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml\n');
    expect(robots.headers['cache-control']).toBe('public, max-age=600');
    const sitemap = await send(shell.url, '/sitemap.xml', 'evil.example');
    expect(sitemap.body).toContain('<loc>https://shop.example/products/grip-90</loc>');
    expect(sitemap.body).not.toContain('evil.example');
  });

  it('when the shop answers on allowed hosts, then each names itself, any other Host gets the first, and the catalogue is read once for all of them', async () => {
    const shell = await shellWith({
      allowedHosts: ['shop.example', 'http://www.shop.example:8080', 'shop.example:8443'],
    });
    asked.length = 0;
    const loc = async (host: string) =>
      /<loc>([^<]*)\/products\/grip-90<\/loc>/.exec((await send(shell.url, '/sitemap.xml', host)).body)?.[1];
    expect(await loc('shop.example')).toBe('https://shop.example');
    expect(await loc('WWW.shop.example:8080')).toBe('http://www.shop.example:8080');
    for (let i = 0; i < 20; i++) expect(await loc(`x${i}.evil.example`)).toBe('https://shop.example');
    expect(await loc('shop.example:443')).toBe('https://shop.example');
    expect(await loc('shop.example:8443')).toBe('https://shop.example:8443');
    // each new Host used to make the sitemap read the whole catalogue from the API again
    expect(asked.filter((path) => path.startsWith('/products?'))).toEqual(['/products?page=0&size=48']);
    const page = await send(shell.url, '/products/grip-90', 'www.shop.example:8080');
    expect(page.body).toContain(
      '<link rel="canonical" href="http://www.shop.example:8080/products/grip-90">',
    );
    const other = await send(shell.url, '/products/grip-90', 'evil.example');
    expect(other.body).toContain('<link rel="canonical" href="https://shop.example/products/grip-90">');
  });

  it('when nothing is set (a developer’s machine), then the address a request came to is named, and no shared cache may keep it', async () => {
    const shell = await shellWith({});
    const robots = await send(shell.url, '/robots.txt', 'localhost:3000');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml\n');
    expect(robots.headers['cache-control']).toBe('private, max-age=600');
    // a Host that is no host: the server's own address
    const odd = await send(shell.url, '/robots.txt', 'evil.example/"><b>');
    expect(odd.body).toContain(`Sitemap: ${shell.url}/sitemap.xml\n`);
    // a new Host does not make the sitemap read the catalogue again
    asked.length = 0;
    for (const host of ['localhost:3000', 'a.example', 'b.example', 'c.example', 'd.example', 'e.example']) {
      const sitemap = await send(shell.url, '/sitemap.xml', host);
      expect(sitemap.body).toContain(`<loc>http://${host}/products/grip-90</loc>`);
      expect(sitemap.headers['cache-control']).toBe('private, max-age=600');
    }
    expect(asked.filter((path) => path.startsWith('/products?'))).toHaveLength(1);
  });

  it('when an address setting cannot be used, then the server does not start and says which', async () => {
    await expect(shellWith({ publicOrigin: 'tyres.example.com.bd' })).rejects.toThrow(
      /PUBLIC_ORIGIN: "tyres\.example\.com\.bd" is not an address/,
    );
    await expect(shellWith({ publicOrigin: 'https://shop.example/shop' })).rejects.toThrow(SiteOriginError);
    await expect(shellWith({ allowedHosts: ['ftp://shop.example'] })).rejects.toThrow(/ALLOWED_HOSTS/);
  });
});

describe('the address settings of the shell’s server', () => {
  it('when in production without PUBLIC_ORIGIN or ALLOWED_HOSTS, then they are refused, naming both', () => {
    expect(() => siteOriginsFromEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN.*ALLOWED_HOSTS/s);
    expect(siteOriginsFromEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example' })).toEqual({
      publicOrigin: 'https://shop.example',
      allowedHosts: [],
    });
    expect(
      siteOriginsFromEnv({ NODE_ENV: 'production', ALLOWED_HOSTS: 'shop.example, www.shop.example' }),
    ).toEqual({ publicOrigin: undefined, allowedHosts: ['shop.example', 'www.shop.example'] });
    expect(siteOriginsFromEnv({})).toEqual({ publicOrigin: undefined, allowedHosts: [] });
  });

  /** `node shell/server.mjs` with `env`: its exit code (null while it runs) and what it wrote. */
  async function runShellServer(env: Record<string, string>) {
    const child = spawn(process.execPath, ['shell/server.mjs'], {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const code = await Promise.race([
      exited,
      new Promise<'running'>((resolve) => {
        const check = setInterval(() => {
          if (/serving/.test(output)) {
            clearInterval(check);
            resolve('running');
          }
        }, 50);
        void exited.then(() => clearInterval(check));
      }),
    ]);
    if (code === 'running') {
      child.kill('SIGTERM');
      await exited;
      return { code: null, output };
    }
    return { code, output };
  }

  it('when the shell’s server starts in production without an address, then it refuses, saying what to set; with PUBLIC_ORIGIN it starts', async () => {
    for (const file of ['shell/dist/index.html', 'packages/site-server/dist/index.js'])
      if (!existsSync(join(repo, file)))
        throw new Error(`${file} is missing: run pnpm build first (pnpm test does)`);
    const refused = await runShellServer({ NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/shell: not started: set PUBLIC_ORIGIN .* or ALLOWED_HOSTS/);
    const bad = await runShellServer({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'tyres.example.com.bd' });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('PUBLIC_ORIGIN: "tyres.example.com.bd" is not an address');
    const set = await runShellServer({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example' });
    expect(set.code).toBeNull();
    expect(set.output).toMatch(/shell: serving .* at http:\/\/127\.0\.0\.1:\d+/);
  }, 30_000);
});
