import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@tyre/contracts';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../server';

export const ADMIN = { email: 'admin@test.example.com', password: 'admin-pass-123' };
/** scrypt's cost (log2 N) in tests: 2^10 takes a millisecond, 2^17 (production) about 300 ms here */
export const TEST_PASSWORD_COST = '10';

export interface TestApi {
  server: RunningServer;
  dataDir: string;
  /** Base URL of the API: `${base}/auth/login`. */
  base: string;
  /** fetch relative to `base`; JSON bodies are encoded, and `token` becomes a bearer header. */
  call(
    method: string,
    route: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; form?: FormData },
  ): Promise<TestResponse>;
  adminToken(): Promise<string>;
  /** Registers a fresh customer and answers the login response. */
  customer(
    overrides?: Partial<{ name: string; email: string; mobile: string; password: string }>,
  ): Promise<AuthResponse>;
  stop(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
}

let mobileCounter = 0;

/**
 * `TestApi.call` against an API at `base` (`http://127.0.0.1:4000/api/v1`): the in-process one, or
 * a real process a test started.
 */
export function apiCaller(base: string): TestApi['call'] {
  return async (method, route, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(base + route, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed };
  };
}

/** Starts the real API in-process on port 0 with a fresh temporary data dir (embedded store). */
export async function startTestApi(env: Record<string, string> = {}, dataDir?: string): Promise<TestApi> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-api-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    // cheap hashes for the hundreds of logins of a test run; the tests of slow hashes (the login
    // flood, the busy 503s) pass PASSWORD_COST=17, the production default, themselves
    PASSWORD_COST: TEST_PASSWORD_COST,
    ...env,
  });
  const server = await startServer(config);
  const base = `${server.url}/api/v1`;
  let adminToken: string | undefined;

  const call = apiCaller(base);

  return {
    server,
    dataDir: dir,
    base,
    call,
    async adminToken() {
      if (!adminToken) {
        const res = await call('POST', '/auth/login', { body: ADMIN });
        if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
        adminToken = res.body.token as string;
      }
      return adminToken;
    },
    async customer(overrides = {}) {
      mobileCounter += 1;
      const n = `${process.pid % 1000}${mobileCounter}`.padStart(8, '0').slice(-8);
      const body = {
        name: 'Test Customer',
        email: `customer${n}@example.com`,
        mobile: `017${n}`,
        password: 'customer-pass-1',
        ...overrides,
      };
      const res = await call('POST', '/auth/reg', { body });
      if (res.status !== 201)
        throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as AuthResponse;
    },
    async stop() {
      await server.stop();
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A real PNG made with sharp, for upload tests. */
export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

export const pdfBytes = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'ascii');
