import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@tyre/contracts';
import { failure, listPage, testApiBase, testApiForFile, testRuntimeConfig } from '@tyre/test-kit';
import { setRuntimeConfig } from '../../config/runtime-config';
import { authStateAtom, currentUserAtom } from '../../session/session-atoms';
import { initialAuthState } from '../../session/auth-state';
import { store } from '../../store';
import { apiClient, totalCount } from '../api-client';
import { errorMessage } from '../error-message';

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
    const response = await apiClient.get('/products');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer signed.token.value');
    expect(totalCount(response, 0)).toBe(42);
  });

  it('sends no Authorization header without a session', async () => {
    await apiClient.get('/products');
    expect(api.requests[0]?.path).toBe('/products');
    expect(api.requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('when a call with the token answers 401, then the session ends and the stored user is removed', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    store.set(authStateAtom, initialAuthState(user));
    const failure = await apiClient.get('/auth/me').catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('Your session has expired');
    expect(store.get(currentUserAtom)).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('when a call without a token answers 401 (a wrong password), then nothing else happens', async () => {
    const failure = await apiClient
      .post('/auth/login', { email: 'x@example.com', password: 'nope' })
      .catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('Wrong e-mail or password');
    expect(store.get(authStateAtom)).toEqual(initialAuthState(null));
  });
});
