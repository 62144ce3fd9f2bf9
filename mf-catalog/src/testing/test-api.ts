// Test support: a real HTTP server on 127.0.0.1 standing in for the API, so that component tests
// mock the network at the HTTP layer (the app's own modules and the axios client run as in the
// browser). Each route answers a JSON body, a status and optional headers.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { setRuntimeConfig } from '@tyre/web-kit';

export interface TestReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type TestRoute = (query: URLSearchParams, request: IncomingMessage) => TestReply | Promise<TestReply>;

export interface TestApi {
  /** every request, as path + query, in order */
  requests: string[];
  /** set or replace the handler of a path (e.g. `GET /products/finder`) */
  on: (route: string, handler: TestRoute) => void;
  close: () => Promise<void>;
}

/** Start the stand-in API and point the web-kit client at it. */
export async function startTestApi(routes: Record<string, TestRoute> = {}): Promise<TestApi> {
  const handlers = new Map(Object.entries(routes));
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    requests.push(`${path}${url.search}`);
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Total-Count' };
    const handler = handlers.get(`${request.method} ${path}`);
    void Promise.resolve(
      handler
        ? handler(url.searchParams, request)
        : { status: 404, body: { message: 'Not found', code: 'not_found' } },
    ).then(({ status = 200, body, headers = {} }) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...cors, ...headers });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the test API has no port');
  const base = `http://127.0.0.1:${address.port}`;
  setRuntimeConfig({
    catalog: base,
    content: base,
    checkout: base,
    dashboard: base,
    apiBaseUrl: `${base}/api/v1`,
  });
  return {
    requests,
    on: (route, handler) => handlers.set(route, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
