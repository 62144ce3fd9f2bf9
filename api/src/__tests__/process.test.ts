import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-proc-'));
const children: ChildProcess[] = [];

/** Starts `src/main.ts` as a real process, as `pnpm --filter ./api start` would run the build. */
function startApi(port: number, logLevel = 'warn', dir = dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'boss-pass-123',
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('API listening')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${output}`));
    });
  });
  listening.catch(() => undefined); // a process expected to fail is awaited through `exited`
  return { child, listening, exited, output: () => output };
}

const freePort = () => 20_000 + Math.floor(Math.random() * 20_000);

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the API process', () => {
  it('when a second process is pointed at a data dir in use, then it refuses to start and says why; data survives a restart; SIGTERM lets in-flight requests finish', async () => {
    const port = freePort();
    const first = startApi(port);
    await first.listening;
    const base = `http://127.0.0.1:${port}/api/v1`;
    const reg = await fetch(`${base}/auth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Kept User',
        email: 'kept@example.com',
        mobile: '01611223344',
        password: 'kept-pass-1',
      }),
    });
    expect(reg.status).toBe(201);

    const second = startApi(freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Data directory .* is in use by another API process \(pid \d+\)/);

    // A login hashes with scrypt (slow on purpose): send it, then SIGTERM while it runs.
    const inFlight = fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: 'kept-pass-1' }),
    });
    await new Promise((r) => setTimeout(r, 30));
    first.child.kill('SIGTERM');
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);

    const restarted = startApi(port);
    await restarted.listening;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: 'kept-pass-1' }),
    });
    expect(login.status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 60_000);

  it('when the configuration is bad, then the process exits 1 naming the variable', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(bad);
    let err = '';
    bad.stderr.on('data', (d) => (err += d));
    const code = await new Promise((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('PORT:');
  }, 30_000);

  it('when a guest opens an order or its invoice by key, then the request log has the route, never the key', async () => {
    const port = freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-log-'));
    const api = startApi(port, 'info', dir);
    await api.listening;
    const key = 'Zk3qWbT0-pXy_8vN2mLq4sRt6uVw8xYz';
    for (const path of [`/orders/${key}`, `/orders/${key}/invoice.pdf`, `/orders/${key}?token=secret-token`])
      await fetch(`http://127.0.0.1:${port}/api/v1${path}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = api.output();
    expect(log).toContain('/api/v1/orders/:key/invoice.pdf');
    expect(log).not.toContain(key);
    expect(log).not.toContain('secret-token');
    api.child.kill('SIGTERM');
    await api.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
