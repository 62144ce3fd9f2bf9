// A real HTTP server on 127.0.0.1 that plays the API for component tests: the screens, the
// web-kit axios client and the browser's XHR run unchanged; only the far end is scripted.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setRuntimeConfig } from '@tyre/web-kit';

export interface Received {
  method: string;
  /** path under /api/v1, without the query */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** the body as text (JSON, or a multipart form) */
  body: string;
}

export interface Answer {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: Received) => Answer;

export interface FakeApi {
  /** every request but CORS preflights, in order */
  received: Received[];
  /** answer `METHOD /path` (the last handler set for a key wins) */
  answer: (key: string, handler: Handler | Answer) => void;
  stop: () => Promise<void>;
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Expose-Headers': 'X-Total-Count',
};

/** Start the stand-in on a free port and point the API client at it. Unscripted paths answer 404. */
export async function startFakeApi(): Promise<FakeApi> {
  const handlers = new Map<string, Handler>();
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, corsHeaders).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: Received = {
        method: req.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      received.push(request);
      const handler = handlers.get(`${request.method} ${request.path}`);
      const {
        status = 200,
        json = null,
        headers = {},
      } = handler ? handler(request) : { status: 404, json: { message: 'Not found', code: 'not_found' } };
      res
        .writeHead(status, { ...corsHeaders, 'Content-Type': 'application/json', ...headers })
        .end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({
    catalog: origin,
    content: origin,
    checkout: origin,
    dashboard: origin,
    apiBaseUrl: `${origin}/api/v1`,
  });
  return {
    received,
    answer: (key, handler) => handlers.set(key, typeof handler === 'function' ? handler : () => handler),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The text fields of a multipart body, repeated fields as lists. */
export function multipartFields(body: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const match of body.matchAll(
    /Content-Disposition: form-data; name="([^"]+)"(; filename="[^"]*")?\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/g,
  )) {
    const [, name = '', isFile, value = ''] = match;
    if (!isFile) (fields[name] ??= []).push(value);
  }
  return fields;
}

/** The file names sent under each file field of a multipart body. */
export function multipartFiles(body: string): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const match of body.matchAll(/Content-Disposition: form-data; name="([^"]+)"; filename="([^"]*)"/g)) {
    const [, name = '', filename = ''] = match;
    (files[name] ??= []).push(filename);
  }
  return files;
}

/**
 * For a test file: the stand-in API runs for the whole file; before each test its log is emptied
 * and `script` sets the answers; after each test the screen is unmounted.
 */
export function fakeApiForFile(script: (api: FakeApi) => void): () => FakeApi {
  let api: FakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api?.stop());
  beforeEach(() => {
    if (!api) throw new Error('the fake API did not start');
    api.received.length = 0;
    script(api);
  });
  afterEach(cleanup);
  return () => {
    if (!api) throw new Error('the fake API did not start');
    return api;
  };
}
