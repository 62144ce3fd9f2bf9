import {
  callPath,
  queryString,
  splitKey,
  type Page,
  type RequestOf,
  type ResponseOf,
} from '@tyre/contracts/route';
import type { ApiReader } from '@tyre/contracts/first-paint';
import type { Api, ApiKey } from '@tyre/contracts/routes';
import { apiBaseUrl } from '../config/runtime-config';
import { loadErrorTexts } from '../errors/error-dictionary';
import { endSession, sessionToken } from '../session/session-atoms';
import { notify } from '../ui/notify';
import { fetchWithEarlyResponse, settledEarlyResponse } from './early-response';

// The one HTTP client of the site: API base from the runtime config, bearer token, 401 handling.
// It is `fetch` with a few lines around it (about 1 KB): every page's first load needs it, and
// axios cost 19 KB there (docs/build-notes.md). Uploads that show progress (multipart forms) go
// through axios, loaded on the first such upload only: `fetch` cannot report upload progress.

/** An answer: the parsed body, the status and the headers (names in lower case). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

/** Upload progress as axios reports it (bytes sent and, when known, the total). */
export interface UploadProgress {
  loaded: number;
  total?: number | undefined;
}

export interface RequestOptions {
  /** query parameters: `undefined` and `null` are left out, a list repeats its key */
  params?: object | undefined;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  /** milliseconds before the request is given up (30 s unless said) */
  timeout?: number | undefined;
  /** how to read the body: JSON unless said ('' and non-JSON answers come back as text) */
  responseType?: 'json' | 'text' | 'blob' | 'arraybuffer' | undefined;
  /** upload progress: the request then goes through axios (loaded on first use) */
  onUploadProgress?: ((event: UploadProgress) => void) | undefined;
}

/** A failed call: `response` holds the API's answer (absent when none came: network, time-out). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    readonly response: ApiResponse<unknown> | undefined,
    /** whether the request carried the session's token */
    readonly withToken: boolean,
  ) {
    super(message);
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

const defaultTimeout = 30_000;

/** The declared routes whose calls carry the browser's cookies (`credentials: true`). */
type CookieKey = { [K in ApiKey]: Api[K] extends { credentials: true } ? K : never }[ApiKey];

/**
 * Those routes as a value (the site calls the API from another origin of the same site): the
 * login's device pass, and the mobile number confirmed for orders. The declarations hold schemas,
 * which stay out of the browser's bundles, so the compiler holds this object to them instead: a
 * route declared with `credentials` and missing here, or one here without it, fails the type check.
 */
const cookieRoutes: Record<CookieKey, true> = {
  'POST /auth/login': true,
  'POST /orders': true,
  'GET /orders/verify-mobile': true,
  'POST /orders/verify-mobile/send': true,
  'POST /orders/verify-mobile/check': true,
};

export { queryString };

/** Whether a call of `key` carries the browser's cookies: only a route declared with `credentials` does. */
export const callCredentials = (key: ApiKey): RequestCredentials =>
  Object.hasOwn(cookieRoutes, key) ? 'include' : 'same-origin';

const headersOf = (headers: Headers): Record<string, string> => {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
};

async function bodyOf(response: Response, type: RequestOptions['responseType']): Promise<unknown> {
  if (type === 'blob') return response.blob();
  if (type === 'arraybuffer') return response.arrayBuffer();
  const text = await response.text();
  if (type === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The error of an answer outside 2xx, as axios words it (the API's `message` is read from `data`). */
const statusError = (response: ApiResponse<unknown>, withToken: boolean) =>
  new ApiRequestError(`Request failed with status code ${response.status}`, response, withToken);

/** A request through axios, for upload progress (fetch has none). */
async function viaAxios<T>(
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  options: RequestOptions,
  withToken: boolean,
  credentials: RequestCredentials,
): Promise<ApiResponse<T>> {
  const { default: axios, isAxiosError } = await import('axios');
  try {
    const response = await axios.request<T>({
      method,
      url,
      data: body,
      headers,
      withCredentials: credentials === 'include',
      signal: options.signal,
      timeout: options.timeout ?? defaultTimeout,
      responseType: options.responseType ?? 'json',
      onUploadProgress: (event) => options.onUploadProgress?.({ loaded: event.loaded, total: event.total }),
    });
    return { data: response.data, status: response.status, headers: plainHeaders(response.headers) };
  } catch (error) {
    if (!isAxiosError(error)) throw error;
    const answer = error.response;
    if (!answer) throw new ApiRequestError(error.message, undefined, withToken);
    throw statusError(
      { data: answer.data as unknown, status: answer.status, headers: plainHeaders(answer.headers) },
      withToken,
    );
  }
}

const plainHeaders = (headers: object): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && value !== null) out[name.toLowerCase()] = String(value);
  }
  return out;
};

async function viaFetch<T>(
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  options: RequestOptions,
  withToken: boolean,
  credentials: RequestCredentials,
): Promise<ApiResponse<T>> {
  // one signal for the caller's abort and the time-out
  const controller = new AbortController();
  const outer = options.signal;
  const abort = () => controller.abort(outer?.reason);
  if (outer?.aborted) abort();
  else outer?.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? defaultTimeout);
  try {
    let sent: BodyInit | undefined;
    if (body !== undefined && body !== null) {
      if (typeof body === 'string' || body instanceof Blob || body instanceof URLSearchParams) sent = body;
      else {
        sent = JSON.stringify(body);
        headers['Content-Type'] ??= 'application/json';
      }
    }
    // the page's first request, started by the shell's page before this code loaded, is used once
    const response = await fetchWithEarlyResponse(url, {
      method,
      headers,
      body: sent,
      signal: controller.signal,
      credentials,
    });
    const answer: ApiResponse<T> = {
      data: (await bodyOf(response, response.ok ? options.responseType : 'json')) as T,
      status: response.status,
      headers: headersOf(response.headers),
    };
    if (!response.ok) throw statusError(answer, withToken);
    return answer;
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    if (timedOut)
      throw new ApiRequestError(
        `timeout of ${options.timeout ?? defaultTimeout}ms exceeded`,
        undefined,
        withToken,
      );
    if (controller.signal.aborted) throw error; // the caller aborted: its own reason
    throw new ApiRequestError('Network Error', undefined, withToken);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}

const urlOf = (path: string, params: object | undefined) =>
  `${/^https?:\/\//.test(path) ? '' : apiBaseUrl()}${path}${queryString(params)}`;

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  credentials: RequestCredentials,
): Promise<ApiResponse<T>> {
  const url = urlOf(path, options.params);
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...options.headers };
  const token = sessionToken();
  const withToken =
    Boolean(token) && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
  if (withToken) headers.Authorization = `Bearer ${token}`;
  const send = options.onUploadProgress || body instanceof FormData ? viaAxios : viaFetch;
  try {
    return await send<T>(method, url, body, headers, options, withToken, credentials);
  } catch (error) {
    // a 401 on a call made with our token means the session ended (expired, demoted, deleted)
    if (isApiRequestError(error) && error.response?.status === 401 && error.withToken && sessionToken()) {
      endSession();
      notify.error('Your session has ended. Please log in again.');
    }
    // a Bangla page fetches its error texts on demand: the caller shows this failure in them
    if (isApiRequestError(error)) await loadErrorTexts();
    throw error;
  }
}

/**
 * A call of a declared route: its path params, query and body as the route's schemas take them
 * (`@tyre/contracts/routes`), checked at compile time, and the usual options (signal, headers,
 * time-out, upload progress).
 */
export type ApiCall<K extends ApiKey> = RequestOf<Api[K]> & Omit<RequestOptions, 'params'>;

/** The call may be left out when the route needs nothing (no params, no required query or body). */
type CallArgs<K extends ApiKey> = object extends ApiCall<K> ? [call?: ApiCall<K>] : [call: ApiCall<K>];

/** The declared routes whose answer is a page of a list. */
export type PagedKey = { [K in ApiKey]: Api[K] extends { paged: true } ? K : never }[ApiKey];

type ItemOf<K extends ApiKey> = ResponseOf<Api[K]> extends readonly (infer T)[] ? T : never;

function split<K extends ApiKey>(key: K, call: ApiCall<K> | undefined) {
  const { params, query, body, ...options } = (call ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
  } & RequestOptions;
  return {
    method: splitKey(key).method,
    url: callPath(key, { params }),
    body,
    options: { ...options, params: query },
    credentials: callCredentials(key),
  };
}

/**
 * Calls a declared route by its key and answers its typed response:
 * `apiCall('GET /products/:slug', { params: { slug }, signal })`.
 */
export function apiCall<K extends ApiKey>(
  key: K,
  ...[call]: CallArgs<K>
): Promise<ApiResponse<ResponseOf<Api[K]>>> {
  const { method, url, body, options, credentials } = split(key, call);
  return request<ResponseOf<Api[K]>>(method, url, body, options, credentials);
}

/** `apiCall`, answering the body only. */
export async function apiData<K extends ApiKey>(key: K, ...args: CallArgs<K>): Promise<ResponseOf<Api[K]>> {
  return (await apiCall(key, ...args)).data;
}

/** A page of a paged list: its items and the total of all pages (`X-Total-Count`). */
export function pageOf<T>(response: ApiResponse<T[]>): Page<T> {
  return { items: response.data, total: totalCount(response, response.data.length) };
}

/** `apiCall` of a paged route, answering its items and the total of all pages. */
export async function apiPage<K extends PagedKey>(key: K, ...args: CallArgs<K>): Promise<Page<ItemOf<K>>> {
  return pageOf((await apiCall(key, ...args)) as ApiResponse<ItemOf<K>[]>);
}

/**
 * The answer to `apiCall(key, call)` at once, when the page's early request asked exactly that and
 * its answer is already in (the site server's early data); undefined otherwise (then `apiCall`
 * asks). A screen's first render shows it instead of a loading state.
 */
export function earlyAnswer<K extends ApiKey>(
  key: K,
  ...[call]: CallArgs<K>
): ApiResponse<ResponseOf<Api[K]>> | undefined {
  const { method, url, options } = split(key, call);
  if (method !== 'GET') return undefined;
  return earlyGet<ResponseOf<Api[K]>>(url, options.params);
}

/**
 * The path below the API base, with its query, that `apiCall(key, call)` asks: what an app's
 * server renderer names as its page's early request (web-kit first-paint/server.tsx), so that the
 * client takes the page's answer for exactly this call.
 */
export function apiPathOf<K extends ApiKey>(key: K, ...[call]: CallArgs<K>): string {
  const { url, options } = split(key, call);
  return `${url}${queryString(options.params)}`;
}

/**
 * A declared route read through the site server's `ApiReader` (contracts first-paint.ts: a
 * renderer's sitemap reads), its answer typed from the route's declaration:
 * `await readRoute(api, 'GET /tires')` is the tyre ranges.
 */
export async function readRoute<K extends ApiKey>(
  api: ApiReader,
  key: K,
  ...args: CallArgs<K>
): Promise<ResponseOf<Api[K]>> {
  return JSON.parse((await api.read(apiPathOf(key, ...args))).body) as ResponseOf<Api[K]>;
}

/**
 * Every item of a paged route read through the site server's `ApiReader`, `size` at a time (the
 * call's query holds the other filters): `await readRoutePages(api, 'GET /news', 100)`.
 */
export async function readRoutePages<K extends PagedKey>(
  api: ApiReader,
  key: K,
  size: number,
  ...args: CallArgs<K>
): Promise<ItemOf<K>[]> {
  return (await api.readAll(apiPathOf(key, ...args), size)) as ItemOf<K>[];
}

/**
 * The answer to a GET of `path` with `params` at once, when the page's early request asked exactly
 * that and its answer is already in; undefined otherwise.
 */
function earlyGet<T>(path: string, params?: object): ApiResponse<T> | undefined {
  if (sessionToken()) return undefined; // the early request is made without a token
  const answer = settledEarlyResponse(urlOf(path, params));
  if (!answer) return undefined;
  try {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) headers[name.toLowerCase()] = value;
    return { data: JSON.parse(answer.body) as T, status: answer.status, headers };
  } catch {
    return undefined; // not JSON: the client's own request reports it
  }
}

/** The total of a paginated list, from its `X-Total-Count` header. */
export function totalCount(response: ApiResponse<unknown>, fallback: number): number {
  const raw = Number(response.headers['x-total-count']);
  return Number.isFinite(raw) && raw >= 0 ? raw : fallback;
}
