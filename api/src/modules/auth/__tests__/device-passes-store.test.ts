import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../../lib/auth/tokens';
import { AppError } from '../../../lib/http/errors';
import { NedbStore } from '../../../lib/store/nedb-store';
import { Throttle } from '../../../lib/throttle/throttle';
import { AUTH_LIMITS, AuthService } from '../auth.service';
import { cookieValue, DevicePasses } from '../device-passes';
import { UsersRepository } from '../users.repository';

/** Device passes on a real embedded store, and the service with a small per-e-mail limit. */
describe('device passes in the store', { timeout: 90_000 }, () => {
  let dir: string;
  let store: NedbStore;
  let passes: DevicePasses;
  let service: AuthService;
  let userId: string;
  const email = 'owner-of-passes@example.com';
  const password = 'the-right-one';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-device-passes-'));
    store = new NedbStore(dir);
    passes = new DevicePasses(store);
    service = new AuthService(
      new UsersRepository(store),
      new TokenService('a-test-secret-that-is-long-enough-000', '1h'),
      new Throttle(store),
      { ...AUTH_LIMITS, loginPerEmail: { limit: 2, windowSeconds: 3600 } },
      passes,
    );
    await store.ready();
    userId = (await service.register({ name: 'Owner', email, mobile: '01710000077', password }, null))._id;
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const attempt = (client: string, pass?: string, pw = password) =>
    service.login({ email, password: pw }, client, pass).then(
      (r) => ({ status: 200, pass: r.pass?.value }),
      (e: AppError) => ({ status: e.status, pass: undefined }),
    );

  it('when a pass is given, then it checks; tampered, truncated, expired or revoked, it does not', async () => {
    const now = Date.now();
    const { value, expires } = await passes.issue(userId, now);
    expect(await passes.check(value, now)).toMatchObject({ userId });
    const [id, nonce, mac] = value.split('.') as [string, string, string];
    expect(await passes.check(`${id}.${nonce}x.${mac}`, now)).toBeNull();
    expect(await passes.check(`${id}.${nonce}`, now)).toBeNull();
    expect(await passes.check(`${value}.more`, now)).toBeNull();
    expect(await passes.check(undefined, now)).toBeNull();
    expect(await passes.check(value, expires.getTime() + 1)).toBeNull();
    const checked = (await passes.check(value, now))!;
    await passes.revoke(checked.id);
    expect(await passes.check(value, now)).toBeNull();
  });

  it('when the store keeps the passes, then it holds no cookie value, only the nonce hashes', async () => {
    const { value } = await passes.issue(userId);
    const nonce = value.split('.')[1]!;
    const stored = await store.collection<{ _id: string }>('devicePasses').find({});
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(nonce);
  });

  it('when an account is given more than twenty passes, then its oldest end', async () => {
    const many = await service.register(
      { name: 'Many', email: 'many-browsers@example.com', mobile: '01710000078', password },
      null,
    );
    const start = Date.now();
    const given = [];
    for (let i = 0; i < 22; i++) given.push(await passes.issue(many._id, start + i));
    expect(await passes.check(given[0]!.value, start + 100)).toBeNull();
    expect(await passes.check(given[1]!.value, start + 100)).toBeNull();
    expect(await passes.check(given[2]!.value, start + 100)).not.toBeNull();
    expect(await passes.check(given[21]!.value, start + 100)).not.toBeNull();
  });

  it('when the cookie header holds several cookies, then the pass is read by its name', () => {
    expect(cookieValue('a=1; tyre_device=x.y.z; b=2', 'tyre_device')).toBe('x.y.z');
    expect(cookieValue('not_tyre_device=1', 'tyre_device')).toBeUndefined();
    expect(cookieValue(undefined, 'tyre_device')).toBeUndefined();
  });

  it('when the account logs out everywhere or changes its password, then its passes end', async () => {
    const first = await attempt('10.1.0.1');
    expect(first).toMatchObject({ status: 200 });
    // fill the (small) per-e-mail counter from elsewhere
    expect((await attempt('10.1.0.2', undefined, 'wrong-1')).status).toBe(401);
    expect((await attempt('10.1.0.3', undefined, 'wrong-2')).status).toBe(401);
    expect((await attempt('10.1.0.4')).status).toBe(429);
    expect(await attempt('10.1.0.4', first.pass)).toEqual({ status: 200, pass: undefined });

    await service.logoutEverywhere(userId);
    expect((await attempt('10.1.0.4', first.pass)).status).toBe(429);

    const second = (await passes.issue(userId)).value;
    expect((await attempt('10.1.0.5', second)).status).toBe(200);
    await service.changePassword(userId, { currentPassword: password, newPassword: password });
    expect((await attempt('10.1.0.5', second)).status).toBe(429);
  });
});
