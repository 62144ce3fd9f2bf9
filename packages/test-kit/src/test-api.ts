// The one way front-end tests stand up the API: MSW's node server intercepts the requests that the
// screens make (the web-kit client's fetch, axios over jsdom's XMLHttpRequest for uploads with
// progress, node http), so the app's own modules and the web-kit client run unchanged and only
// the far end is scripted. Every request under the test API base is logged (method, path, query,
// headers, body text, multipart bodies included) and answered by the stub of the declared route
// it reaches (`@tyre/contracts/routes`: a stub is set by the route's key, `GET /products/:slug`,
// and answers the route's declared type); a route with no stub, or a path no route declares,
// answers 404 like the API, and a request to any other address fails the test.
import { cleanup } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ApiError, ErrorCode, RemotesConfig } from '@tyre/contracts';
import { splitKey, type RawResponse, type ResponseOf } from '@tyre/contracts/route';
import { API, type Api, type ApiKey } from '@tyre/contracts/routes';

/** Where tests point the web-kit client (nothing listens there: MSW answers). */
export const testApiBase = 'http://api.test/api/v1';

/** The runtime config of a test: every remote and the API on the test address. */
export const testRuntimeConfig: RemotesConfig = {
  catalog: 'http://api.test/catalog/mf-manifest.json',
  content: 'http://api.test/content/mf-manifest.json',
  checkout: 'http://api.test/checkout/mf-manifest.json',
  dashboard: 'http://api.test/dashboard/mf-manifest.json',
  apiBaseUrl: testApiBase,
};

export interface RecordedRequest {
  method: string;
  /** path under /api/v1, without the query */
  path: string;
  query: URLSearchParams;
  /** path and query as sent, e.g. `/products?page=0&size=20` */
  url: string;
  headers: Headers;
  /** the body as text (JSON, or a multipart form; '' when none) */
  body: string;
  /** whether the browser's cookies went with it (`include`) or not (`same-origin`) */
  credentials: RequestCredentials;
}

/** What a route answers: a status (200 unless said), a JSON body and headers. */
export interface Answer<T = unknown> {
  status?: number;
  body?: T;
  headers?: Record<string, string>;
}

/** The parameter names of a path: `/orders/:key/messages` → `'key'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A request as the stub of route `K` sees it: as logged, with the path's parameters (decoded). */
export interface StubRequest<K extends ApiKey = ApiKey> extends RecordedRequest {
  params: Record<ParamNames<K>, string>;
}

/**
 * What the stub of route `K` answers: the route's declared answer (a list route's items), or an
 * API failure; a route with a raw answer (a PDF, a file) any stand-in body (sent as JSON).
 */
export type StubAnswer<K extends ApiKey> =
  Answer<Api[K] extends { response: RawResponse } ? unknown : ResponseOf<Api[K]>> | Answer<ApiError>;

/** The stub of route `K`: an answer, or a function of the request that gives one. */
export type Route<K extends ApiKey = ApiKey> =
  StubAnswer<K> | ((request: StubRequest<K>) => StubAnswer<K> | Promise<StubAnswer<K>>);

/** Stubs by route key: `{ 'GET /products/:slug': ok(product) }`. */
export type Routes = { [K in ApiKey]?: Route<K> };

export interface TestApi {
  /** every request, in order (emptied after each test) */
  requests: RecordedRequest[];
  /** answer the declared route `key` (e.g. `GET /products/:slug`) with `stub` until the end of the test */
  on: <K extends ApiKey>(key: K, stub: Route<K>) => void;
  /** `path?query` of each request whose path starts with `prefix` */
  urls: (prefix?: string) => string[];
  /**
   * The shell page's early request (packages/site-server/src/early-data.ts) asked `path` (below the
   * API base, with its query) before the test and its `answer` is in, as the page's inline script
   * leaves it (until the end of the test; the request is not in the log: the page made it).
   */
  answeredEarly: (path: string, answer: Answer) => void;
}

/** The window property of the early request (`earlyGlobal` of packages/site-server/src/early-data.ts). */
const earlyGlobal = '__tyreEarly';

/** A 200 answer with a body of the contract type. */
export const ok = <T>(body: T, headers: Record<string, string> = {}): Answer<T> => ({ body, headers });

/** One page of a list, with the list's total in `X-Total-Count` (as the API answers lists). */
export const listPage = <T>(items: T[], total: number = items.length): Answer<T[]> => ({
  body: items,
  headers: { 'X-Total-Count': String(total) },
});

/** An API failure: `{ message, code, fields? }` with its status. */
export const failure = (
  status: number,
  message: string,
  code: ErrorCode,
  fields?: Record<string, string>,
): Answer<ApiError> => ({ status, body: fields ? { message, code, fields } : { message, code } });

/** What the API answers for a record or a path it does not know. */
export const notFound = failure(404, 'Not found', 'not_found');

/** A declared route as the API's router matches it: its method and its path as a pattern. */
interface Matcher {
  key: ApiKey;
  method: string;
  pattern: RegExp;
  names: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every declared route, in the order the API mounts them (a fixed path before a parameter). */
const matchers: Matcher[] = (Object.keys(API) as ApiKey[]).map((key) => {
  const { method, path } = splitKey(key);
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegex(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // as Express matches: any case, a trailing slash or not
  return { key, method, pattern: new RegExp(`^${source}/?$`, 'i'), names };
});

/** The declared route a request reaches, with its path's parameters (decoded), if any. */
function routeOf(method: string, path: string): { key: ApiKey; params: Record<string, string> } | undefined {
  for (const { key, method: declared, pattern, names } of matchers) {
    if (declared !== method) continue;
    const found = pattern.exec(path);
    if (!found) continue;
    try {
      return {
        key,
        params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])),
      };
    } catch {
      return undefined; // a malformed escape: the API answers 400, here no stub answers
    }
  }
  return undefined;
}

/**
 * MSW turns an XMLHttpRequest body into a Fetch `Request`, and a jsdom `FormData` does not survive
 * that (file parts lose their name and bytes). So each FormData handed to `send()` is kept aside,
 * in order, and the log gets it as the multipart text a browser would send (MSW handles requests
 * in the order they are sent, so the next multipart request is the oldest kept form).
 */
const forms: FormData[] = [];
let formSerial = 0;

/** Wrap the (MSW-patched) XMLHttpRequest so that each FormData body is kept; returns the undo. */
function keepFormBodies(): () => void {
  const patched = globalThis.XMLHttpRequest;
  if (typeof patched === 'undefined' || typeof FormData === 'undefined') return () => undefined;
  const wrapped = new Proxy(patched, {
    construct(target, args: []) {
      const xhr = Reflect.construct(target, args) as XMLHttpRequest;
      return new Proxy(xhr, {
        get(request, property) {
          if (property !== 'send') return Reflect.get(request, property);
          return (body?: Document | XMLHttpRequestBodyInit | null) => {
            if (body instanceof FormData) forms.push(body);
            request.send(body);
          };
        },
        set: (request, property, value) => Reflect.set(request, property, value),
      });
    },
  });
  // MSW defines the global as read-only (but configurable)
  const define = (value: typeof XMLHttpRequest) =>
    Object.defineProperty(globalThis, 'XMLHttpRequest', { value, configurable: true, writable: false });
  define(wrapped);
  return () => define(patched);
}

/** A FormData as the multipart text a browser sends (files with their name, type and bytes). */
async function multipartText(form: FormData, boundary: string): Promise<string> {
  let text = '';
  for (const [name, value] of form.entries()) {
    text += `--${boundary}\r\n`;
    if (typeof value === 'string') {
      text += `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    } else {
      const bytes = Buffer.from(await value.arrayBuffer()).toString('latin1');
      const type = value.type || 'application/octet-stream';
      text += `Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${type}\r\n\r\n${bytes}\r\n`;
    }
  }
  return `${text}--${boundary}--\r\n`;
}

/** The request as logged: its body as text, a kept FormData as multipart text. */
async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const path = url.pathname.slice(new URL(testApiBase).pathname.length);
  const headers = new Headers(request.headers);
  const form = headers.get('content-type')?.startsWith('multipart/form-data') ? forms.shift() : undefined;
  let body: string;
  if (form) {
    formSerial += 1;
    const boundary = `----test-kit-${formSerial}`;
    headers.set('content-type', `multipart/form-data; boundary=${boundary}`);
    body = await multipartText(form, boundary);
  } else body = await request.text();
  return {
    method: request.method,
    path,
    query: url.searchParams,
    url: `${path}${url.search}`,
    headers,
    body,
    credentials: request.credentials,
  };
}

/**
 * For a test file: the intercepting server runs for the whole file. `routes` are the answers of
 * every test (an object, or a function that sets them with `api.on` before each test); a test may
 * add or replace routes with `api.on`. After each test the screen is unmounted, the log emptied
 * and the routes set back.
 */
export function testApiForFile(routes: Routes | ((api: TestApi) => void) = {}): TestApi {
  type Stub = (request: StubRequest) => Answer | Promise<Answer>;
  const handlers = new Map<ApiKey, Stub>();
  const requests: RecordedRequest[] = [];
  const set = <K extends ApiKey>(key: K, stub: Route<K>) => {
    if (!Object.hasOwn(API, key)) throw new Error(`${key} is not a declared route`);
    handlers.set(key, typeof stub === 'function' ? (stub as Stub) : () => stub);
  };
  const api: TestApi = {
    requests,
    on: set,
    urls: (prefix = '') => requests.filter((r) => r.path.startsWith(prefix)).map((r) => r.url),
    answeredEarly: (path, { status = 200, body = null, headers = {} }) => {
      const lower = Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      // the page keeps a failed answer as null (its client then asks itself)
      const answer =
        status >= 200 && status < 300 ? { status, headers: lower, body: JSON.stringify(body) } : null;
      const early = {
        url: `${testApiBase}${path}`,
        at: performance.now(),
        response: Promise.resolve(answer),
        answer,
      };
      Object.assign(globalThis, { [earlyGlobal]: early });
    },
  };

  const server = setupServer(
    http.all(`${testApiBase}/*`, async ({ request }) => {
      const recorded = await record(request);
      requests.push(recorded);
      const route = routeOf(recorded.method, recorded.path);
      const stub = route && handlers.get(route.key);
      const {
        status = 200,
        body = null,
        headers = {},
      } = stub && route ? await stub({ ...recorded, params: route.params }) : notFound;
      return HttpResponse.json(body as JsonBodyType, { status, headers });
    }),
  );

  const script = () => {
    handlers.clear();
    if (typeof routes === 'function') routes(api);
    else for (const [key, stub] of Object.entries(routes) as [ApiKey, Route][]) set(key, stub);
  };

  let undo = () => undefined as void;
  // a request to any address but the test API fails the request and then the test
  const strays: string[] = [];
  beforeAll(() => {
    server.listen({
      onUnhandledRequest: (request, print) => {
        strays.push(`${request.method} ${request.url}`);
        print.error();
      },
    });
    undo = keepFormBodies();
  });
  beforeEach(script);
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(globalThis, earlyGlobal);
    requests.length = 0;
    const found = strays.splice(0);
    if (found.length > 0) throw new Error(`requests to no test API: ${found.join(', ')}`);
  });
  afterAll(() => {
    undo();
    server.close();
  });
  return api;
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
