import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@tyre/contracts';
import {
  cardOf,
  categoryOf,
  listPage,
  ok,
  testApiBase,
  testApiForFile,
  testRuntimeConfig,
} from '@tyre/test-kit';
import { setRuntimeConfig } from '../../config/runtime-config';
import { authStateAtom } from '../../session/session-atoms';
import { initialAuthState } from '../../session/auth-state';
import { store } from '../../store';
import { apiCall, earlyAnswer, pageOf, totalCount } from '../api-client';
import {
  canonicalUrl,
  earlyResponseMaxAgeMs,
  earlyResponseShareMs,
  fetchWithEarlyResponse,
  type EarlyAnswer,
  type EarlyRequest,
} from '../early-response';

const card = cardOf('Early card');
const category = categoryOf('Two wheeler', 'a b');
const api = testApiForFile({ 'GET /products': listPage([card], 57) });
beforeAll(() => setRuntimeConfig(testRuntimeConfig));
afterEach(() => {
  delete window.__tyreEarly;
  store.set(authStateAtom, initialAuthState(null));
});

/** What the shell page's inline script leaves (packages/site-server/src/page-scripts/early-data.ts). */
function startEarly(url: string, at = performance.now()) {
  const response = fetch(url).then(async (r): Promise<EarlyAnswer | null> => {
    if (!r.ok) return null;
    const headers: Record<string, string> = {};
    r.headers.forEach((value, key) => (headers[key] = value));
    return { status: r.status, headers, body: await r.text() };
  });
  const early: EarlyRequest = { url, at, response };
  window.__tyreEarly = early;
  return response.then((answer) => {
    early.answer = answer;
    return answer;
  });
}

describe('the API client and the page’s early request', () => {
  it('when the page started the same GET (parameters in another order), then the client answers from it and the API sees one request', async () => {
    await startEarly(`${testApiBase}/products?size=20&page=0`);
    const response = await apiCall('GET /products', { query: { page: 0, size: 20 } });
    expect(response.data).toEqual([card]);
    expect(totalCount(response, 0)).toBe(57);
    expect(api.urls('/products')).toEqual(['/products?size=20&page=0']);
    // while the first screen loads, another screen asking the same takes it too
    await apiCall('GET /products', { query: { page: 0, size: 20 } });
    expect(api.urls('/products')).toHaveLength(1);
    // later (counted from the first take), the requests go to the API
    window.__tyreEarly!.takenAt = performance.now() - earlyResponseShareMs - 1;
    await apiCall('GET /products', { query: { page: 0, size: 20 } });
    expect(api.urls('/products')).toHaveLength(2);
    await apiCall('GET /products', { query: { page: 0, size: 20 } });
    expect(api.urls('/products')).toHaveLength(3);
  });

  it('when the app’s code arrives long after the early request (a slow phone), then its screens still share the early answer', async () => {
    await startEarly(`${testApiBase}/products?page=0&size=20`, performance.now() - earlyResponseShareMs - 1);
    await apiCall('GET /products', { query: { page: 0, size: 20 } });
    await apiCall('GET /products', { query: { page: 0, size: 20 } });
    expect(api.urls('/products')).toEqual(['/products?page=0&size=20']);
  });

  it('when the client asks another URL, then it goes to the API and the early answer waits for its own', async () => {
    startEarly(`${testApiBase}/products?page=0&size=20`);
    await apiCall('GET /products', { query: { page: 1, size: 20 } });
    await apiCall('GET /products', { query: { page: 0, size: 20 } });
    expect(api.urls('/products')).toEqual(['/products?page=0&size=20', '/products?page=1&size=20']);
  });

  it('when a visitor is signed in, or the early answer failed or is old, then the client asks the API itself', async () => {
    store.set(authStateAtom, initialAuthState({ token: 'signed.token' } as AuthResponse));
    startEarly(`${testApiBase}/products?page=0&size=20`);
    await apiCall('GET /products', { query: { page: 0, size: 20 } });
    expect(api.requests.at(-1)?.headers.get('authorization')).toBe('Bearer signed.token');
    store.set(authStateAtom, initialAuthState(null));

    window.__tyreEarly = {
      url: `${testApiBase}/products`,
      at: performance.now(),
      response: Promise.resolve(null),
    };
    const afterFailure = await apiCall('GET /products');
    expect(afterFailure.data).toEqual([card]);

    startEarly(`${testApiBase}/products`, performance.now() - earlyResponseMaxAgeMs - 1);
    await apiCall('GET /products');
    expect(api.urls('/products')).toEqual([
      '/products?page=0&size=20', // the early one
      '/products?page=0&size=20', // the signed-in visitor's
      '/products',
      '/products', // the old early one
      '/products',
    ]);
  });

  it('when a fetch client asks the early URL, then it gets the early answer as a Response', async () => {
    await startEarly(`${testApiBase}/products?page=0&size=20`, performance.now() - earlyResponseShareMs - 1);
    const first = await fetchWithEarlyResponse(`${testApiBase}/products?page=0&size=20`);
    expect(await first.json()).toEqual([card]);
    expect(first.headers.get('x-total-count')).toBe('57');
    const signed = await fetchWithEarlyResponse(`${testApiBase}/products?page=0&size=20`, {
      headers: { Authorization: 'Bearer t' },
    });
    expect(signed.status).toBe(200);
    expect(api.urls('/products')).toEqual(['/products?page=0&size=20', '/products?page=0&size=20']);
  });

  it('compares URLs by path and parameters, whatever their order', () => {
    expect(canonicalUrl('http://a/x?b=2&a=1')).toBe(canonicalUrl('http://a/x?a=1&b=2'));
    expect(canonicalUrl('http://a/x?a=1')).not.toBe(canonicalUrl('http://a/x?a=2'));
    expect(canonicalUrl('http://a/x?q=a+b')).toBe(canonicalUrl('http://a/x?q=a%20b'));
  });

  it('when the early answer is in, then earlyAnswer gives it at once for the same GET, and nothing for another, before it is in, or when signed in', async () => {
    const loading = startEarly(`${testApiBase}/products?page=0&size=20`);
    expect(earlyAnswer('GET /products', { query: { size: 20, page: 0 } })).toBeUndefined(); // not in yet
    await loading;
    const answer = earlyAnswer('GET /products', { query: { size: 20, page: 0 } });
    expect(answer?.data).toEqual([card]);
    expect(pageOf(answer!)).toEqual({ items: [card], total: 57 });
    expect(earlyAnswer('GET /products', { query: { page: 1, size: 20 } })).toBeUndefined();
    expect(earlyAnswer('GET /products')).toBeUndefined();
    store.set(authStateAtom, initialAuthState({ token: 'signed.token' } as AuthResponse));
    expect(earlyAnswer('GET /products', { query: { page: 0, size: 20 } })).toBeUndefined();
    expect(api.urls('/products')).toEqual(['/products?page=0&size=20']);
  });

  it('when the early answer is in, then earlyAnswer fills a route’s path params as the client does, and answers no other method', async () => {
    api.on('GET /category/:slug', ok(category));
    await startEarly(`${testApiBase}/category/a%20b`);
    expect(earlyAnswer('GET /category/:slug', { params: { slug: 'a b' } })?.data).toEqual(category);
    expect(earlyAnswer('GET /category/:slug', { params: { slug: 'a' } })).toBeUndefined();
    await startEarly(`${testApiBase}/products`);
    expect(earlyAnswer('GET /products')?.data).toEqual([card]);
    expect(earlyAnswer('POST /products', { body: new FormData() })).toBeUndefined();
  });

  it('when the early answer failed, then earlyAnswer gives nothing', async () => {
    window.__tyreEarly = {
      url: `${testApiBase}/products`,
      at: performance.now(),
      response: Promise.resolve(null),
    };
    window.__tyreEarly.answer = null;
    expect(earlyAnswer('GET /products')).toBeUndefined();
  });
});
