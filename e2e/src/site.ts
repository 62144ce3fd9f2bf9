// Starts the composed site for one test file: the built API on its own copy of the run's demo store and the
// five static apps on free loopback ports, plus a connection to the run's Chromium. Everything stops in `stop()`.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
// the one server of the front-end apps (packages/site-server)
import { serve } from '@tyre/site-server';
import { admin, freePort, waitForReady } from './api-process';
import { copyOfDemoStore, TEST_PASSWORD_COST } from './demo-store';

export { admin, freePort } from './api-process';

export const remoteNames = ['catalog', 'content', 'checkout', 'dashboard'] as const;
export type Remote = (typeof remoteNames)[number];

const repo = new URL('../../', import.meta.url);
const appDirs: Record<Remote | 'shell', string> = {
  shell: 'shell',
  catalog: 'mf-catalog',
  content: 'mf-content',
  checkout: 'mf-checkout',
  dashboard: 'mf-dashboard',
};

interface Running {
  close: () => Promise<void>;
}

/** A server that accepts connections and never answers. */
export async function hangingServer(port: number): Promise<Running> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function serveRemote(remote: Remote, port: number): Promise<Running> {
  return serve({ root: new URL(`${appDirs[remote]}/dist/`, repo), port });
}

export interface Site {
  url: string;
  apiUrl: string;
  ports: Record<Remote, number>;
  browser: Browser;
  /** the remotes this file started (a test may close one and start it again) */
  remotes: Partial<Record<Remote, Running>>;
  /** stop the in-process shell server (a test may then run the shell's own server.mjs) */
  closeShell: () => Promise<void>;
  stop: () => Promise<void>;
}

/** An admin's bearer token, straight from the API (to check what the screens stored). */
export async function adminToken(site: Pick<Site, 'apiUrl'>): Promise<string> {
  const response = await fetch(`${site.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** An admin's JSON call to the API (to set up what a test then looks at in the browser); throws unless 2xx. */
export async function adminCall<T = unknown>(
  site: Pick<Site, 'apiUrl'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${site.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminToken(site)}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Start the site; remotes listed in `skip` are left for the test to start (or to leave down). */
export async function startSite({
  skip = [],
  switchable = [],
  apiEnv = {},
  mapTiles,
}: {
  skip?: Remote[];
  /** remotes served behind a `switchableRemote` proxy (a test switches them down and up) */
  switchable?: Remote[];
  /** more variables of the API (ORDER_OTP, an SMS gateway, …); a function gets the site's address */
  apiEnv?: Record<string, string> | ((siteUrl: string) => Record<string, string>);
  /** the maps' tile server (a URL template, as MAP_TILES_URL), credited as "Test tiles" */
  mapTiles?: string;
} = {}): Promise<Site> {
  // the demo data seeded once for the run (demo-store.ts), copied: this file's writes are its own
  const dataDir = await copyOfDemoStore(inject('demoStore'));
  const [apiPort, shellPort, ...remotePorts] = await Promise.all([
    freePort(),
    freePort(),
    ...remoteNames.map(() => freePort()),
  ]);
  const ports = Object.fromEntries(remoteNames.map((name, i) => [name, remotePorts[i] as number])) as Record<
    Remote,
    number
  >;
  const url = `http://127.0.0.1:${shellPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;

  let log = '';
  const api = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: new URL('.', repo),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PASSWORD_COST: TEST_PASSWORD_COST,
      CORS_ORIGINS: url,
      LOG_LEVEL: 'warn',
      ...(typeof apiEnv === 'function' ? apiEnv(url) : apiEnv),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const remotes: Partial<Record<Remote, Running>> = {};
  let shell: Running | undefined;
  const closeShell = async () => {
    await shell?.close();
    shell = undefined;
  };
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await closeShell();
    await Promise.all(Object.values(remotes).map((running) => running.close()));
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(apiUrl, api, () => log);
    for (const name of remoteNames)
      if (!skip.includes(name))
        remotes[name] = switchable.includes(name)
          ? await switchableRemote(name, ports[name])
          : await serveRemote(name, ports[name]);
    const manifest = (name: Remote) => `http://127.0.0.1:${ports[name]}/mf-manifest.json`;
    shell = await serve({
      root: new URL('shell/dist/', repo),
      port: shellPort,
      // a loaded test machine may take longer than a visitor's 300 ms bound on the API
      crawlerWaitMs: 5000,
      runtimeConfig: {
        catalog: manifest('catalog'),
        content: manifest('content'),
        checkout: manifest('checkout'),
        dashboard: manifest('dashboard'),
        apiBaseUrl: apiUrl,
        ...(mapTiles ? { mapTiles, mapAttribution: 'Test tiles' } : {}),
      },
    });
    // the run's one Chromium (browser-server.ts); this file's contexts close with the connection
    browser = await chromium.connect(inject('browserEndpoint'));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, apiUrl, ports, browser, remotes, closeShell, stop };
}

/** A remote's server that answers 404 for the files matching `broken` (a failed chunk load). */
export async function brokenRemote(remote: Remote, port: number, broken: RegExp): Promise<Running> {
  const upstream = await serve({ root: new URL(`${appDirs[remote]}/dist/`, repo), port: 0 });
  const proxy = createHttpServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (broken.test(req.url ?? '')) {
      res.writeHead(404).end('gone');
      return;
    }
    fetch(upstream.url + (req.url ?? '/'))
      .then(async (answer) => {
        res.writeHead(answer.status, {
          'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      });
      await upstream.close();
    },
  };
}

/** How a switchable remote answers: all files, nothing (the connection is cut), or never. */
export type RemoteMode = 'up' | 'down' | 'hang';

export interface SwitchableRemote extends Running {
  /** answer requests whose path matches `only` (every request when absent) in `mode` */
  set(mode: RemoteMode, only?: RegExp): void;
  /** answer requests whose path matches `pattern` `ms` later (none: at once) */
  answerLate(pattern: RegExp | undefined, ms?: number): void;
  /** the paths asked since the last `set` */
  requests: string[];
}

/**
 * A remote's files behind a proxy whose answers a test switches: `down` cuts the connection of
 * the matching requests (as an unreachable server), `hang` accepts them and never answers.
 */
export async function switchableRemote(remote: Remote, port: number): Promise<SwitchableRemote> {
  const upstream = await serve({ root: new URL(`${appDirs[remote]}/dist/`, repo), port: 0 });
  let mode: RemoteMode = 'up';
  let only: RegExp | undefined;
  let late: { pattern: RegExp; ms: number } | undefined;
  const requests: string[] = [];
  const held = new Set<Socket>();
  const proxy = createHttpServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const affected = !only || only.test(path);
    if (affected && mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (affected && mode === 'hang') {
      held.add(req.socket);
      return;
    }
    const wait = late?.pattern.test(path) ? late.ms : 0;
    new Promise((resolve) => setTimeout(resolve, wait))
      .then(() => fetch(upstream.url + path, { headers: { 'accept-encoding': 'identity' } }))
      .then(async (answer) => {
        res.writeHead(answer.status, {
          'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
          'Access-Control-Allow-Origin': '*',
          'Cache-Control': answer.headers.get('cache-control') ?? 'no-cache',
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    requests,
    set(next, pattern) {
      mode = next;
      only = pattern;
      requests.length = 0;
      if (next === 'up') for (const socket of held) socket.destroy();
    },
    answerLate(pattern, ms = 0) {
      late = pattern && { pattern, ms };
    },
    close: async () => {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      });
      await upstream.close();
    },
  };
}
