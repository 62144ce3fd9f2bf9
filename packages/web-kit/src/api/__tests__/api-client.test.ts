import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@tyre/contracts';
import {
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
import { apiCall, apiData, apiPage, isApiRequestError, pageOf, queryString, totalCount } from '../api-client';
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
  'PUT /category/truck': ({ body }) => ok({ _id: 'c1', name: (JSON.parse(body) as { name: string }).name }),
  'POST /gallery': ok({ message: 'Uploaded' }),
  'DELETE /category/truck': { status: 204 },
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
    api.on('GET /products/a%20b%2Fc', ok({ _id: 'p1', slug: 'a b/c' }));
    expect(await apiData('GET /products/:slug', { params: { slug: 'a b/c' } })).toEqual({
      _id: 'p1',
      slug: 'a b/c',
    });
    expect(await apiPage('GET /products', { query: { page: 1, size: 20 } })).toEqual({
      items: [],
      total: 42,
    });
    expect(pageOf(await apiCall('GET /products'))).toEqual({ items: [], total: 42 });
    expect(api.urls()).toEqual(['/products/a%20b%2Fc', '/products?page=1&size=20', '/products']);
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
    expect(response.data).toEqual({ _id: 'c1', name: 'Truck' });
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
    expect(response.data).toEqual({ message: 'Uploaded' });
    const sent = api.requests[0];
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipartFields(sent?.body ?? '')).toEqual({ title: ['Shop front'] });
    expect(seen.length).toBeGreaterThan(0);
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
