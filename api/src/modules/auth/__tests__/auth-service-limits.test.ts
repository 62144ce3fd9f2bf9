import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../../lib/auth/tokens';
import { AppError } from '../../../lib/http/errors';
import { NedbStore } from '../../../lib/store/nedb-store';
import { Throttle } from '../../../lib/throttle/throttle';
import { AUTH_LIMITS, AuthService } from '../auth.service';
import { UsersRepository } from '../users.repository';

/** The service on a real embedded store, with small limits so the global per-e-mail one is reached quickly. */
describe('login limits: the slower per-e-mail limit across addresses', { timeout: 90_000 }, () => {
  let dir: string;
  let store: NedbStore;
  let service: AuthService;
  const email = 'spread@example.com';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-auth-limits-'));
    store = new NedbStore(dir);
    service = new AuthService(
      new UsersRepository(store),
      new TokenService('a-test-secret-that-is-long-enough-000', '1h'),
      new Throttle(store),
      {
        ...AUTH_LIMITS,
        loginPerEmailAndAddress: { limit: 2, windowSeconds: 900 },
        loginPerEmail: { limit: 3, windowSeconds: 3600 },
      },
    );
    await store.ready();
    await service.register({ name: 'Spread', email, mobile: '01710000099', password: 'the-right-one' }, null);
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const attempt = (password: string, client: string) =>
    service.login({ email, password }, client).then(
      () => 200,
      (e: AppError) => e.status,
    );

  it('when guesses are spread over addresses, then the per-e-mail limit stops them everywhere, with the wait to tell', async () => {
    expect(await Promise.all([attempt('guess-1', '10.0.0.1'), attempt('guess-2', '10.0.0.1')])).toEqual([
      401, 401,
    ]);
    expect(await attempt('guess-3', '10.0.0.1')).toBe(429); // that pair is spent
    expect(await attempt('guess-4', '10.0.0.2')).toBe(401); // the third for the e-mail
    expect(await attempt('the-right-one', '10.0.0.3')).toBe(429);
    const refused = await service
      .login({ email, password: 'the-right-one' }, '10.0.0.4')
      .catch((e: AppError) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(3000);
  });
});
