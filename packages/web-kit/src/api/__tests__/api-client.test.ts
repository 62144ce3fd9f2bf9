import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@tyre/contracts';
import type { ApiReader } from '@tyre/contracts/first-paint';
import { callPath } from '@tyre/contracts/route';
import { API, type ApiKey } from '@tyre/contracts/routes';
import {
  categoryOf,
  failure,
  listPage,
  multipartFields,
  ok,
  testApiBase,
  testApiForFile,
  testRuntimeConfig,
} from '@tyre/test-kit';
import { setRuntimeConfig } from '../../config/runtime-config';
import { authStateAtom, currentUserAtom } from '../../session/session-atoms';
import { initialAuthState } from '../../session/auth-state';
import { store } from '../../store';
import {
  apiCall,
  apiData,
  apiPage,
  callCredentials,
  isApiRequestError,
  pageOf,
  queryString,
  readRoute,
  readRoutePages,
  totalCount,
} from '../api-client';
import { errorMessage, fieldErrors } from '../error-message';

const user: AuthResponse = {
  _id: '0123456789abcdef01234567',
  name: 'Tanvir Hasan',
  email: 'tanvir@example.com.bd',
  mobile: '01911000003',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  token: 'signed.token.value',
};

const api = testApiForFile({
  'GET /auth/me': failure(401, 'Your session has expired', 'unauthorized'),
  'POST /auth/login': failure(401, 'Wrong e-mail or password', 'unauthorized'),
  'GET /products': listPage([], 42),
  'POST /category': failure(400, 'Check the fields', 'invalid_data', { name: 'Name is required' }),
  'PUT /category/:slug': ({ body, params }) =>
    ok(categoryOf((JSON.parse(body) as { name: string }).name, params.slug)),
  'POST /gallery': { status: 201, body: [] },
  'DELETE /category/:slug': { status: 204 },
});
// a base with a trailing slash still reaches /api/v1/products (the slash is dropped)
beforeAll(() => setRuntimeConfig({ ...testRuntimeConfig, apiBaseUrl: `${testApiBase}/` }));
afterEach(() => {
  store.set(authStateAtom, initialAuthState(null));
  localStorage.clear();
});

describe('the API client', () => {
  it('sends the bearer token of the session and reads the total of a list', async () => {
    store.set(authStateAtom, initialAuthState(user));
    const response = await apiCall('GET /products');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer signed.token.value');
    expect(totalCount(response, 0)).toBe(42);
  });

  it('sends no Authorization header without a session', async () => {
    await apiCall('GET /products');
    expect(api.requests[0]?.path).toBe('/products');
    expect(api.requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('when a call with the token answers 401, then the session ends and the stored user is removed', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    store.set(authStateAtom, initialAuthState(user));
    const failure = await apiCall('GET /auth/me').catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('Your session has expired');
    expect(store.get(currentUserAtom)).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('when a call without a token answers 401 (a wrong password), then nothing else happens', async () => {
    const failure = await apiCall('POST /auth/login', {
      body: { email: 'x@example.com', password: 'nope' },
    }).catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('Wrong e-mail or password');
    expect(store.get(authStateAtom)).toEqual(initialAuthState(null));
  });

  it('sends the query without empty values, lists as repeated keys, and answers the parsed body', async () => {
    expect(queryString({ page: 0, size: 20, category: undefined, q: null, rim: [15, 17] })).toBe(
      '?page=0&size=20&rim=15&rim=17',
    );
    const response = await apiCall('GET /products', {
      query: { page: 2, search: 'a b&c', category: undefined },
    });
    expect(api.urls()).toEqual(['/products?page=2&search=a+b%26c']);
    expect(response.status).toBe(200);
    expect(response.data).toEqual([]);
  });

  it('when a declared route is called by its key, then its path params are filled in (encoded) before the query, and its answer or page comes back', async () => {
    api.on('GET /category/:slug', ({ params }) => ok(categoryOf('Two wheeler', params.slug)));
    expect(await apiData('GET /category/:slug', { params: { slug: 'a b/c' } })).toMatchObject({
      name: 'Two wheeler',
      slug: 'a b/c',
    });
    expect(await apiPage('GET /products', { query: { page: 1, size: 20 } })).toEqual({
      items: [],
      total: 42,
    });
    expect(pageOf(await apiCall('GET /products'))).toEqual({ items: [], total: 42 });
    expect(api.urls()).toEqual(['/category/a%20b%2Fc', '/products?page=1&size=20', '/products']);
    await expect(apiData('GET /products/:slug', { params: { slug: '' } })).rejects.toThrow(
      '/products/:slug: no value for :slug',
    );
    expect(api.requests).toHaveLength(3);
  });

  it('when JSON is sent, then it goes as application/json and the answer comes back', async () => {
    const response = await apiCall('PUT /category/:slug', {
      params: { slug: 'truck' },
      body: { name: 'Truck' },
    });
    expect(api.requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(api.requests[0]?.body).toBe('{"name":"Truck"}');
    expect(response.data).toMatchObject({ name: 'Truck', slug: 'truck' });
    expect((await apiCall('DELETE /category/:slug', { params: { slug: 'truck' } })).status).toBe(204);
  });

  it('when the API refuses, then the error carries its status, message and fields', async () => {
    const error = await apiCall('POST /category', { body: { name: '' } }).catch((e: unknown) => e);
    expect(isApiRequestError(error)).toBe(true);
    expect(isApiRequestError(error) && error.response?.status).toBe(400);
    expect(errorMessage(error)).toBe('Check the fields');
    expect(fieldErrors(error)).toEqual({ name: 'Name is required' });
  });

  it('when the caller aborts, then the call rejects and nothing is answered', async () => {
    const controller = new AbortController();
    const call = apiCall('GET /products', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeDefined();
    expect(isApiRequestError(await call.catch((e: unknown) => e))).toBe(false);
  });

  it('when a form with a file is uploaded with progress, then it goes as multipart (through axios) and reports its progress', async () => {
    store.set(authStateAtom, initialAuthState(user));
    const form = new FormData();
    form.append('title', 'Shop front');
    form.append('images', new File(['abc'], 'front.jpg', { type: 'image/jpeg' }));
    const seen: number[] = [];
    const response = await apiCall('POST /gallery', {
      body: form,
      onUploadProgress: ({ loaded }) => seen.push(loaded),
    });
    expect(response.status).toBe(201);
    expect(response.data).toEqual([]);
    const sent = api.requests[0];
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipartFields(sent?.body ?? '')).toEqual({ title: ['Shop front'] });
    expect(seen.length).toBeGreaterThan(0);
  });

  it('when a route is declared with credentials, then its call carries the browser’s cookies; any other goes without', async () => {
    await apiCall('POST /auth/login', { body: { email: 'x@example.com', password: 'nope' } }).catch(
      () => undefined,
    );
    await apiCall('GET /products');
    await apiCall('DELETE /category/:slug', { params: { slug: 'truck' } });
    expect(api.requests.map((r) => `${r.method} ${r.path} ${r.credentials}`)).toEqual([
      'POST /auth/login include',
      'GET /products same-origin',
      'DELETE /category/truck same-origin',
    ]);
  });

  it('when the routes with cookies come from their declarations, then every call carries the cookies it carried by the old address rule', () => {
    // the rule the client had before the declarations said it (tested on the address it calls)
    const before = /\/(?:auth\/login|orders(?:\/verify-mobile(?:\/send|\/check)?)?)$/;
    const keys = Object.keys(API) as ApiKey[];
    const sample = (key: ApiKey) =>
      callPath(key, { params: new Proxy({}, { get: () => 'x1' }) as Record<string, string> });
    const changed = keys.filter(
      (key) => (before.test(sample(key)) ? 'include' : 'same-origin') !== callCredentials(key),
    );
    // `GET /orders` (my orders) matched the old rule only when called with no query, which the
    // site never does (it always asks a page): by its key it goes without cookies
    expect(changed).toEqual(['GET /orders']);
    expect(keys.filter((key) => callCredentials(key) === 'include')).toEqual([
      'POST /auth/login',
      'POST /orders',
      'GET /orders/verify-mobile',
      'POST /orders/verify-mobile/send',
      'POST /orders/verify-mobile/check',
    ]);
  });

  it('when a renderer reads routes by key through the site server’s reader, then it asks the client’s addresses and gets the declared answers', async () => {
    const asked: string[] = [];
    // the reader as the site server gives it (contracts first-paint.ts `ApiReader`), over the test API
    const reader: ApiReader = {
      read: async (path) => {
        asked.push(path);
        const response = await fetch(`${testApiBase}${path}`);
        return { status: response.status, headers: {}, body: await response.text() };
      },
      readAll: async (path, size) =>
        JSON.parse((await reader.read(`${path}?page=0&size=${size}`)).body) as unknown[],
    };
    api.on('GET /category', ok([categoryOf('Truck', 'truck')]));
    api.on('GET /category/:slug', ({ params }) => ok(categoryOf('Two wheeler', params.slug)));
    const categories = await readRoute(reader, 'GET /category');
    expect(categories.map((c) => c.slug)).toEqual(['truck']);
    const cards = await readRoutePages(reader, 'GET /products', 50);
    expect(cards).toEqual([]);
    expect(await readRoute(reader, 'GET /category/:slug', { params: { slug: 'a b' } })).toMatchObject({
      slug: 'a b',
    });
    expect(asked).toEqual(['/category', '/products?page=0&size=50', '/category/a%20b']);
  });

  it('when an upload is refused, then the error reads like any other', async () => {
    api.on('POST /gallery', failure(413, 'The file is too large', 'too_large'));
    const form = new FormData();
    form.append('images', new File(['abc'], 'big.jpg', { type: 'image/jpeg' }));
    const error = await apiCall('POST /gallery', { body: form, onUploadProgress: () => undefined }).catch(
      (e: unknown) => e,
    );
    expect(isApiRequestError(error) && error.response?.status).toBe(413);
    expect(errorMessage(error)).toBe('The file is too large');
  });
});
