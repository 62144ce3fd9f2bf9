// The one static server of the front-end apps: serves an app's `dist/` (gzip, cache headers,
// CORS for federated assets, SPA fallback to index.html) and answers `/remotes.json` from the
// environment, so that moving a remote or the API needs a restart and no rebuild.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** File names with a content hash never change: cache them for a year. */
const hashed = /\.[0-9a-f]{8,}\.(?:js|css|mjs)$/;

/** The default ports of ARCHITECTURE §6. */
export const defaultPorts = {
  shell: 3000,
  catalog: 3001,
  content: 3002,
  checkout: 3003,
  dashboard: 3004,
  api: 4000,
};

const trimSlash = (url) => url.replace(/\/+$/, '');

/**
 * What the shell's `/remotes.json` answers: each remote's manifest URL and the API base.
 * @param {Record<string, string | undefined>} env
 */
export function runtimeConfigFromEnv(env = process.env) {
  const local = (port) => `http://127.0.0.1:${port}`;
  const manifest = (value, port) => `${trimSlash(value || local(port))}/mf-manifest.json`;
  return {
    catalog: manifest(env.CATALOG_URL, defaultPorts.catalog),
    content: manifest(env.CONTENT_URL, defaultPorts.content),
    checkout: manifest(env.CHECKOUT_URL, defaultPorts.checkout),
    dashboard: manifest(env.DASHBOARD_URL, defaultPorts.dashboard),
    apiBaseUrl: trimSlash(env.API_URL || `${local(defaultPorts.api)}/api/v1`),
  };
}

/**
 * Serve a built app.
 * @param {{ root: string | URL, port?: number, host?: string, runtimeConfig?: object, fallback?: string }} options
 *   `fallback`: the page that client-side routes get (a remote's own page is `standalone/index.html`)
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serve({ root, port = 0, host = '127.0.0.1', runtimeConfig, fallback = 'index.html' }) {
  const rootDir = resolve(typeof root === 'string' ? root : fileURLToPath(root));
  const config = JSON.stringify(runtimeConfig ?? runtimeConfigFromEnv());
  /** @type {Map<string, { body: Buffer, gzip: Buffer | null, type: string }>} */
  const cache = new Map();

  async function load(file) {
    const cached = cache.get(file);
    if (cached) return cached;
    const body = await readFile(file);
    const ext = extname(file);
    const entry = {
      body,
      gzip: compressible.has(ext) && body.length > 512 ? gzipSync(body) : null,
      type: types[ext] ?? 'application/octet-stream',
    };
    cache.set(file, entry);
    return entry;
  }

  /** @param {string} pathname the decoded path of the request */
  async function resolveFile(pathname) {
    const file = normalize(join(rootDir, pathname));
    if (file !== rootDir && !file.startsWith(rootDir + sep)) return null;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
    if (info?.isDirectory()) {
      const index = join(file, 'index.html');
      if ((await stat(index).catch(() => null))?.isFile()) return index;
      return join(rootDir, fallback);
    }
    // client-side routes (no file extension) get the app's page
    return extname(pathname) ? null : join(rootDir, fallback);
  }

  const server = createServer(async (req, res) => {
    try {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, HEAD',
          'Access-Control-Allow-Headers': '*',
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        res.end();
        return;
      }
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (pathname === '/remotes.json') {
        res.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : config);
        return;
      }
      let decoded;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        // not valid percent-encoding: the client's mistake, not the server's
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Bad request');
        return;
      }
      const file = await resolveFile(decoded);
      const entry = file ? await load(file).catch(() => null) : null;
      if (!entry) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }
      const useGzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = useGzip ? entry.gzip : entry.body;
      res.writeHead(200, {
        'Content-Type': entry.type,
        'Content-Length': body.length,
        'Cache-Control': hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
        ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The `start` script of an app: serve its dist on PORT (or the app's default port) until SIGTERM.
 * @param {{ app: keyof typeof defaultPorts, root: string | URL }} options
 */
export async function serveFromEnv({ app, root }) {
  const port = Number(process.env.PORT || defaultPorts[app]);
  const host = process.env.HOST || '127.0.0.1';
  // a remote's dist/ holds its federated files; its own page is in dist/standalone/
  const fallback = app === 'shell' ? 'index.html' : 'standalone/index.html';
  const running = await serve({ root, port, host, fallback });
  console.log(`${app}: serving ${fileURLToPath(root)} at ${running.url}`);
  const stop = () => {
    running.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return running;
}
