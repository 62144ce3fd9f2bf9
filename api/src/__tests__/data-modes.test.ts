import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../test/test-api';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-modes-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every folder and file under `dir` with its permission bits. */
function modesUnder(dir: string): { path: string; mode: number; isDir: boolean }[] {
  const found = [{ path: dir, mode: fs.statSync(dir).mode & 0o777, isDir: true }];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...modesUnder(full));
    else found.push({ path: full, mode: fs.statSync(full).mode & 0o777, isDir: false });
  }
  return found;
}

describe('what the API process writes', () => {
  it('when the process creates its data dir, store files, secret and uploads, then folders are 0700 and files 0600', async () => {
    const dataDir = path.join(root, 'data');
    // a db folder and file left by an earlier version, readable by everyone
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'db'), 0o755);
    fs.writeFileSync(path.join(dataDir, 'db', 'old.db'), '', { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'db', 'old.db'), 0o644);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'boss-pass-123',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
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

    const base = `http://127.0.0.1:${port}/api/v1`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.com', password: 'boss-pass-123' }),
    });
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.set('title', 'Monsoon tyre check');
    form.set('desc', 'Free checks at every dealer this week.');
    form.set('file', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'a.png');
    const posted = await fetch(`${base}/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(posted.status).toBe(201);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const found = modesUnder(dataDir);
    // the store's files, the secret, and the upload with its variants (card, preview) are all there
    expect(found.filter((f) => f.path.endsWith('.db')).length).toBeGreaterThan(2);
    expect(found.some((f) => f.path.endsWith('jwt-secret'))).toBe(true);
    expect(found.filter((f) => f.path.endsWith('.webp')).length).toBe(3);
    const wrong = found
      .filter((f) => f.mode !== (f.isDir ? 0o700 : 0o600))
      .map((f) => `${path.relative(dataDir, f.path) || '.'} ${f.mode.toString(8)}`);
    expect(wrong).toEqual([]);
  }, 60_000);
});
