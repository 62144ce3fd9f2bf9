import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@tyre/contracts';
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

// a real local HTTP server stands in for the API
let server: Server;
const seen: IncomingHttpHeaders[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    seen.push(req.headers);
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/api/v1/auth/me')
      return void res
        .writeHead(401)
        .end(JSON.stringify({ message: 'Your session has expired', code: 'unauthorized' }));
    if (req.url === '/api/v1/auth/login')
      return void res
        .writeHead(401)
        .end(JSON.stringify({ message: 'Wrong e-mail or password', code: 'unauthorized' }));
    res.setHeader('X-Total-Count', '42');
    res.writeHead(200).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({
    catalog: '',
    content: '',
    checkout: '',
    dashboard: '',
    apiBaseUrl: `http://127.0.0.1:${port}/api/v1/`,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen.length = 0;
  store.set(authStateAtom, initialAuthState(null));
  localStorage.clear();
});

describe('the API client', () => {
  it('sends the bearer token of the session and reads the total of a list', async () => {
    store.set(authStateAtom, initialAuthState(user));
    const response = await apiClient.get('/products');
    expect(seen[0]?.authorization).toBe('Bearer signed.token.value');
    expect(totalCount(response, 0)).toBe(42);
  });

  it('sends no Authorization header without a session', async () => {
    await apiClient.get('/products');
    expect(seen[0]?.authorization).toBeUndefined();
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
