import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFrom, tally } from '../../../test/send-from';
import { startTestApi, type TestApi } from '../../../test/test-api';

const RIGHT = 'customer-pass-1';
const login = (api: TestApi, from: string, email: string, password: string, headers = {}) =>
  sendFrom(api.base, from, 'POST', '/auth/login', { body: { email, password }, headers });

describe('login and registration limits (parallel requests)', { timeout: 90_000 }, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('when 50 wrong passwords for one e-mail arrive at once from one address, then 5 are checked and 45 get 429 with Retry-After', async () => {
    const victim = await api.customer();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(api, '127.0.0.11', victim.email, `wrong-${i}-pass`)),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 45 });
    for (const a of answers.filter((a) => a.status === 429)) {
      expect(a.retryAfter).toBeGreaterThan(0);
      expect(a.retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(a.body.code).toBe('too_many_requests');
    }
  });

  it('when 59 wrong guesses and the right password arrive together, then at most 5 are checked and the rest get 429', async () => {
    const victim = await api.customer();
    const answers = await Promise.all([
      ...Array.from({ length: 59 }, (_, i) => login(api, '127.0.0.12', victim.email, `guess-${i}-pass`)),
      login(api, '127.0.0.12', victim.email, RIGHT),
    ]);
    const counts = tally(answers);
    // checked = answered 401 or 200: the limit lets no more than 5 through to the password check
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(5);
    expect(counts[429]).toBe(55);
  });

  it('when five wrong passwords come from one address, then the customer still logs in from another, and that address waits', async () => {
    const victim = await api.customer();
    const wrong = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(api, '127.0.0.13', victim.email, `bad-${i}-pass`)),
    );
    expect(tally(wrong)).toEqual({ 401: 5 });
    const home = await login(api, '127.0.0.14', victim.email, RIGHT);
    expect(home.status).toBe(200);
    const attacker = await login(api, '127.0.0.13', victim.email, RIGHT);
    expect(attacker.status).toBe(429);
    expect(attacker.retryAfter).toBeGreaterThan(0);
  });

  it('when a successful login follows four failures, then its attempt is given back and the user is not locked out by it', async () => {
    const user = await api.customer();
    for (let i = 0; i < 4; i++) {
      expect((await login(api, '127.0.0.15', user.email, `nope-${i}-pass`)).status).toBe(401);
    }
    expect((await login(api, '127.0.0.15', user.email, RIGHT)).status).toBe(200);
    expect((await login(api, '127.0.0.15', user.email, 'nope-last-pass')).status).toBe(401);
    expect((await login(api, '127.0.0.15', user.email, RIGHT)).status).toBe(429);
  });

  it('when 40 logins with unknown e-mails arrive at once from one address, then 30 are taken in and 10 get 429 at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(api, '127.0.0.16', `nobody${i}@example.com`, 'whatever1')),
    );
    const counts = tally(answers);
    expect(counts[429]).toBe(10);
    // the 30 taken in are checked (401) or refused as busy (503), never let through unlimited
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(30);
    for (const a of answers.filter((a) => a.status === 503)) expect(a.retryAfter).toBeGreaterThan(0);
  });

  it('when 11 registrations arrive at once from one address, then 10 are taken in (created, or 503 when busy) and 1 gets 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        sendFrom(api.base, '127.0.0.17', 'POST', '/auth/reg', {
          body: {
            name: 'Flood',
            email: `flood${i}@example.com`,
            mobile: `0161000${String(i).padStart(4, '0')}`,
            password: 'long-enough',
          },
        }),
      ),
    );
    const counts = tally(answers);
    expect(counts[429]).toBe(1);
    expect((counts[201] ?? 0) + (counts[503] ?? 0)).toBe(10);
    expect(counts[201]).toBeGreaterThanOrEqual(6);
  });

  it('when X-Forwarded-For is forged and no proxy is trusted, then the socket address is counted', async () => {
    const victim = await api.customer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        login(api, '127.0.0.18', victim.email, `xff-${i}-pass`, { 'x-forwarded-for': `10.9.0.${i}` }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 1 });
  });

  it('when the API restarts on the same data dir, then a reached limit still holds (it lives in the store)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-api-'));
    try {
      const first = await startTestApi({}, dir);
      const victim = await first.customer();
      const wrong = await Promise.all(
        Array.from({ length: 5 }, (_, i) => login(first, '127.0.0.19', victim.email, `again-${i}-pass`)),
      );
      await first.stop();
      expect(tally(wrong)).toEqual({ 401: 5 });
      const again = await startTestApi({}, dir);
      try {
        expect((await login(again, '127.0.0.19', victim.email, RIGHT)).status).toBe(429);
        expect((await login(again, '127.0.0.20', victim.email, RIGHT)).status).toBe(200);
      } finally {
        await again.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('login limits behind a proxy (TRUST_PROXY=1)', { timeout: 90_000 }, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ TRUST_PROXY: '1' });
  });
  afterAll(() => api.stop());

  it('when the proxy reports different clients, then each has its own limit', async () => {
    const victim = await api.customer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        login(api, '127.0.0.21', victim.email, `proxy-${i}-pass`, { 'x-forwarded-for': `10.2.0.${i}` }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: 6 });
  });

  it('when a client forges X-Forwarded-For in front of the proxy, then the address the proxy saw is counted', async () => {
    const victim = await api.customer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        login(api, '127.0.0.21', victim.email, `forged-${i}-pass`, {
          'x-forwarded-for': `203.0.113.${i}, 10.3.0.1`,
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 1 });
  });
});
